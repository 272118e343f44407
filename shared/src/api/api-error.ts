import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@journeys/shared/rules';

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

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string';
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request was not valid',
  401: 'Please log in to continue',
  403: 'You are not allowed to do that',
  404: 'Not Found',
  409: 'That conflicts with existing data',
  413: 'That is too large to send',
  429: 'Too many attempts. Please wait a moment and try again',
  503: 'The service is temporarily unavailable. Please try again shortly',
};

export function toApiError(status: number | undefined, data: unknown, fallback?: string): ApiError {
  if (!status) {
    return new ApiError(fallback ?? 'Network error: the server could not be reached', 0);
  }
  if (isErrorBody(data)) {
    const code = isErrorCode(data.code) ? data.code : undefined;
    return new ApiError(data.message, status, data.fieldErrors ?? {}, code);
  }
  return new ApiError(STATUS_MESSAGES[status] ?? `Request failed with status ${status}`, status);
}

/** The message to show for any thrown value, with the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
