/** OpenAPI generated from the zod route schemas: JSON at /docs/json, swagger-ui at /docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Surgery Journeys API',
        description: 'Surgeries, updates, comments, notifications and accounts (docs/product.md §7).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from login or sign-up' },
          streamTicket: {
            type: 'apiKey',
            in: 'query',
            name: 'ticket',
            description:
              'One-time ticket from POST /notifications/stream-ticket, for GET /notifications/stream only',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
