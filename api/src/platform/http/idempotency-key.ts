/** The Idempotency-Key request header of the create routes. */
import { z } from 'zod';

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 printable ASCII characters';

/** Loose: the other headers (Authorization, …) pass through untouched. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x20-\x7e]{1,255}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional()
    .describe('Optional. Retrying with the same key replays the first answer instead of writing twice.'),
});
