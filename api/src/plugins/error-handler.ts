/**
 * One place that turns every failure into an ApiErrorBody. Bad input is always a 4xx with a
 * message a person can act on; a lost database is a fast 503; only real bugs are 500s.
 */
import type { ApiErrorBody } from '@journeys/shared/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, usernameTaken } from '../errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Content',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function errorBody(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string>,
  code?: string,
): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  if (code) body.code = code;
  return body;
}

/** Node socket errors and Postgres SQLSTATEs that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  if (typeof message === 'string') {
    return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error|Client has encountered a connection error|PGlite is closed|driver has already been destroyed|Cannot use a pool after calling end on the pool/i.test(
      message,
    );
  }
  return false;
}

interface PgError {
  code: string;
  constraint?: string;
}

function pgErrorOf(err: unknown): PgError | null {
  if (!err || typeof err !== 'object') return null;
  const { code, constraint } = err as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/** 'body/procedures/0/side' → 'procedures.0.side': the key the forms' fieldErrors use. */
function fieldKey(instancePath: string): string {
  return instancePath.replace(/^\/+/, '').split('/').filter(Boolean).join('.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation)
        fieldErrors[fieldKey(issue.instancePath)] ??= issue.message ?? 'Invalid value';
      const first = err.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send(errorBody(400, first, fieldErrors));
    }
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .send(errorBody(err.statusCode, err.message, err.fieldErrors, err.code));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(errorBody(400, 'Malformed JSON body'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(errorBody(415, 'Unsupported media type: send application/json'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(errorBody(413, 'Request body is too large'));
    }
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return reply.code(400).send(errorBody(400, 'Malformed JSON body'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.code(503).send(errorBody(503, 'Service temporarily unavailable'));
    }
    const pgError = pgErrorOf(err);
    if (pgError) {
      if (pgError.code === '23505') {
        if (pgError.constraint === 'users_username_lower_idx') {
          const taken = usernameTaken();
          return reply.code(409).send(errorBody(409, taken.message, taken.fieldErrors));
        }
        if (pgError.constraint === 'users_email_idx')
          return reply.code(409).send(errorBody(409, 'Email is already in use'));
        if (pgError.constraint === 'users_facebook_idx') {
          return reply.code(409).send(errorBody(409, 'This Facebook account already has a profile'));
        }
        return reply.code(409).send(errorBody(409, 'That already exists'));
      }
      if (pgError.code === '23503')
        return reply.code(400).send(errorBody(400, 'A referenced record does not exist'));
      // Class 22 (data exception) and 23 (other integrity): input the schema let through.
      if (pgError.code.startsWith('22') || pgError.code.startsWith('23')) {
        return reply.code(400).send(errorBody(400, 'Invalid value'));
      }
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
