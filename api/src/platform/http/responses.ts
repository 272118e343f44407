/**
 * What the API answers besides the entities: the error body every route may give and "no
 * content". The entity schemas come from @journeys/shared/domain (wire), shared with the clients.
 */
import { ERROR_CODES, type ApiErrorBody } from '@journeys/shared/domain';
import { z } from 'zod';

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string().describe('The reason phrase of statusCode'),
  code: z.enum(ERROR_CODES).describe('Stable: what clients branch on (shared/src/domain/error-codes.ts)'),
  message: z.string().describe('For people; may change wording'),
  fieldErrors: z
    .record(z.string(), z.string())
    .optional()
    .describe('Per input field (dotted path) the message to show under it'),
}) satisfies z.ZodType<ApiErrorBody>;
errorSchema.register(z.globalRegistry, { id: 'Error' });

export const noContent = z.null().describe('No content');

/** Error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
} as const;
