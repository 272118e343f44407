import type { ApiErrorBody } from '@journeys/shared/rules';

/** Every failed call rejects with this: a message a person can read, and the details. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, status: number, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
  if (isErrorBody(data)) return new ApiError(data.message, status, data.fieldErrors ?? {});
  return new ApiError(STATUS_MESSAGES[status] ?? `Request failed with status ${status}`, status);
}

/** The message to show for any thrown value, with the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
