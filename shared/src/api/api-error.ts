import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@journeys/shared/rules';
import { callWords } from './call-words';

/**
 * Every failed call rejects with this: a message a person can read, and the details. Screens
 * branch on `code` (the API's stable reason, docs/product.md §8), never on the message text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  /** Undefined when no API body came back: no network, a timeout, a proxy's own error page. */
  readonly code: ErrorCode | undefined;

  constructor(message: string, status: number, fieldErrors: Record<string, string> = {}, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the API refused with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}

export function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string';
}

/** The statuses with words of their own (./messages: 'status404' is 'Not Found'). */
const STATUS_MESSAGES = new Set([400, 401, 403, 404, 409, 413, 429, 503]);

/** The words of a status without an API body, in the page's current language. */
function statusMessage(status: number): string {
  return STATUS_MESSAGES.has(status)
    ? callWords.t(`status${status}` as 'status400')
    : callWords.t('statusFailed', { status: String(status) });
}

export function toApiError(status: number | undefined, data: unknown, fallback?: string): ApiError {
  if (!status) {
    // The browser knows it has no connection: say so plainly rather than blame the server.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return new ApiError(fallback ?? callWords.t(offline ? 'offline' : 'networkError'), 0);
  }
  if (isErrorBody(data)) {
    const code = isErrorCode(data.code) ? data.code : undefined;
    return new ApiError(data.message, status, data.fieldErrors ?? {}, code);
  }
  return new ApiError(statusMessage(status), status);
}

/** The message to show for any thrown value, with the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

/**
 * The API's answer for an address that names nothing the reader may see: 404 (missing, or not
 * theirs to see) or 400 (an id it refuses to read). A page shows the site's Not Found for either,
 * so an address never confirms that something private exists.
 */
export function isNotFoundAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
