/**
 * The one coded error of the API. Services throw it; the error handler turns it into an
 * ApiErrorBody. The code decides the status (ERROR_STATUS in @journeys/shared/domain), so a
 * code always comes with the same status; the message is for people, the code for programs.
 * - 400: input the schema accepts but the data refutes — UNKNOWN_STATE, UNKNOWN_SURGEON,
 *   UNKNOWN_SURGERY_TYPE; REPLY_PARENT_MISMATCH; INVALID_VERIFICATION_TOKEN; WEAK_PASSWORD;
 *   NO_PENDING_FACEBOOK_AUTH; INVALID_CURSOR; SURGERY_ID_REQUIRED; RESET_TOKEN_INVALID;
 *   WRONG_PASSWORD (with fieldErrors.currentPassword); EMAIL_CHANGE_TOKEN_INVALID.
 * - 401: UNAUTHORIZED (no valid session on a member-only route), STREAM_TICKET_INVALID.
 * - 403: FORBIDDEN — a member touching another member's surgery, update or notification.
 * - 404: NOT_FOUND — the addressed surgery, update, comment, notification or surgeon, or a session
 *   that is not the caller's.
 * - 409: EMAIL_IN_USE; USERNAME_TAKEN (with fieldErrors.username); IDEMPOTENCY_KEY_IN_USE.
 * - 422: IDEMPOTENCY_KEY_REUSED — an Idempotency-Key reused with a different body.
 * - 429: RATE_LIMITED — login throttling (the rate-limit plugin answers its own 429s).
 * - 502: FACEBOOK_UNREACHABLE, EMAIL_SEND_FAILED.
 * - 503: FACEBOOK_NOT_CONFIGURED, PUSH_NOT_CONFIGURED (a lost database is SERVICE_UNAVAILABLE, from the handler).
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@journeys/shared/domain';
import type { Language, MessageKey, MessageValues } from './i18n';

/**
 * The catalog message (src/messages) that says an error in the request's language; without
 * one, the error handler says it with its code's message (`err.<CODE>`).
 */
export interface LocalizedMessage {
  key: MessageKey;
  /** A date or number in the values is formatted for the language it is said in. */
  values?: MessageValues | ((language: Language) => MessageValues);
}

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly localized?: LocalizedMessage,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const USERNAME_TAKEN = ERROR_MESSAGES.USERNAME_TAKEN;

export function usernameTaken(): AppError {
  return new AppError('USERNAME_TAKEN', USERNAME_TAKEN, { username: USERNAME_TAKEN });
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

export function unauthorized(message = 'Authentication required'): AppError {
  return new AppError('UNAUTHORIZED', message);
}
