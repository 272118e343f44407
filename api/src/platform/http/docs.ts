/**
 * OpenAPI generated from the zod route schemas: JSON at /docs/json, swagger-ui at /docs.
 * Operation ids, security and error responses are derived for every route
 * (openapi-operations.ts); `npm run lint:openapi -w api` holds the document to Redocly's
 * recommended rules.
 */
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeOperation } from './openapi-operations';

type SwaggerDocument = ReturnType<SwaggerTransformObject>;

/**
 * The zod registry yields an input and an output twin of every named schema (Error and
 * ErrorInput); drop the twins nothing refers to, so the document has no dead components.
 */
function withoutUnusedSchemas(doc: SwaggerDocument): SwaggerDocument {
  const components = (doc as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = { ...components?.schemas };
  for (let removed = true; removed;) {
    removed = false;
    const text = JSON.stringify({ ...doc, components: { ...components, schemas } });
    for (const name of Object.keys(schemas)) {
      if (!text.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        removed = true;
      }
    }
  }
  return { ...doc, components: { ...components, schemas } } as SwaggerDocument;
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Surgery Journeys API',
        description:
          'Surgeries, updates, comments, notifications and accounts (docs/product.md §7). Every error answers `{statusCode, error, code, message, fieldErrors?}`; clients branch on `code` (docs/product.md §8).',
        version: '1.0.0',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API has its own host and no path prefix, wherever it is deployed.
      servers: [{ url: '/', description: 'The host serving this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from login or sign-up' },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN of the API, for GET /metrics only; required when the API has one',
          },
          streamTicket: {
            type: 'apiKey',
            in: 'query',
            name: 'ticket',
            description:
              'One-time ticket from POST /notifications/stream-ticket, for GET /notifications/stream only: EventSource cannot send an Authorization header, and a session token never goes in a URL',
          },
        },
      },
    },
    transform: (input) =>
      input.schema && !input.schema.hide
        ? jsonSchemaTransform({ ...input, schema: describeOperation(input.route, input.schema, input.url) })
        : jsonSchemaTransform(input),
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
