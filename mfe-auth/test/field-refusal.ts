import type { FakeReply } from '@journeys/shared/testing';

const REASONS = { 400: 'Bad Request', 409: 'Conflict' } as const;

/**
 * The API refusing one field of a form: its error body with `code` and `message`, the message
 * also under `field` in `fieldErrors`, where the form shows it.
 */
export function fieldRefusal(status: 400 | 409, code: string, field: string, message: string): FakeReply {
  return {
    status,
    body: { statusCode: status, error: REASONS[status], code, message, fieldErrors: { [field]: message } },
  };
}
