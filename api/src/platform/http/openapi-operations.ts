/**
 * What every operation of the OpenAPI document states without its route saying so, derived from
 * how the route is built: an operationId from method and path, the security its guard enforces,
 * and the error responses it can give. Routes stay free to set an operationId or their own
 * error response schema; the blanket `errorResponses` they spread is replaced by what applies.
 */
import { ERROR_CODES, ERROR_STATUS } from '@journeys/shared/domain';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorSchema } from './responses';
import { idempotencyHeaders } from './idempotency-key';
import { guardOf, type Guard } from './route-guards';

type Security = Record<string, string[]>[];

const SECURITY: Record<Guard | 'public', Security> = {
  member: [{ bearer: [] }],
  stream: [{ streamTicket: [] }, { bearer: [] }],
  scraper: [{ metricsToken: [] }],
  public: [],
};

const WHEN: Record<number, string> = {
  400: 'The input (or the URL) was refused',
  401: 'No valid session (or stream ticket)',
  403: "Not the member's own",
  404: 'Nothing has this id',
  409: 'Conflicts with existing data',
  422: 'Idempotency-Key reused for a different request',
  429: 'Rate limited; Retry-After says when to try again',
  503: 'The database (or another dependency) is unavailable right now',
};

/** `DELETE /review/:id` → `deleteReviewById`; stable as long as the route is. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[^a-zA-Z0-9]+/);
    })
    .filter(Boolean);
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

function hasIdField(body: unknown): boolean {
  return body instanceof z.ZodObject && 'id' in body.shape;
}

/** The statuses a route can answer with an error body, from how it is built. */
function errorStatusesOf(route: RouteOptions, schema: FastifySchema, guard: Guard | undefined): number[] {
  const method = String(route.method).toUpperCase();
  const addressesOne = Boolean(schema.params) || hasIdField(schema.body);
  // Any route answers 400 to a malformed URL, and 503 while the database is away.
  const statuses = new Set<number>([400, 503]);
  if (guard) statuses.add(401);
  if (guard === 'member' && (addressesOne || method === 'PUT' || method === 'DELETE')) statuses.add(403);
  if (addressesOne) statuses.add(404);
  if (schema.headers === idempotencyHeaders) statuses.add(409).add(422);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit || guard === 'stream') statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** A response object, not a bare schema: the description is the response's, the body the shared Error. */
function errorResponse(status: number) {
  const codes = ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
  return {
    description: `${WHEN[status] ?? 'Error'}. Codes: ${codes.join(', ')}.`,
    content: { 'application/json': { schema: errorSchema } },
  };
}

/** The route's schema with operationId, security and error responses filled in. */
export function describeOperation(route: RouteOptions, schema: FastifySchema, url: string): FastifySchema {
  const guard = guardOf(route.onRequest) ?? guardOf(route.preHandler);
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(declared)) {
    if (Number(status) < 400 || body !== errorSchema) response[status] = body;
  }
  for (const status of errorStatusesOf(route, schema, guard)) response[status] ??= errorResponse(status);
  // The event stream declares no JSON body (it writes the socket itself); document what it sends.
  if (guard === 'stream' && !Object.keys(response).some((status) => Number(status) < 400)) {
    response[200] = {
      description: schema.summary ?? 'Server-sent events',
      content: { 'text/event-stream': { schema: z.string().describe('Server-sent events') } },
    };
  }
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  return {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? operationIdOf(method, url),
    security: SECURITY[guard ?? 'public'],
    response,
  } as FastifySchema;
}
