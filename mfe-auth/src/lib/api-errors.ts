import { hasErrorCode, isApiError } from '@journeys/shared/api';

/**
 * The server's own words when it sent any (a 4xx/5xx with a body), else the screen's fallback.
 * A network failure (status 0) has no server text, so it gets the fallback too.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.message ? error.message : fallback;
}

/** 429 from the rate limits of docs/security.md §5: its message says to wait, which a person must see. */
export function isRateLimited(error: unknown): boolean {
  return hasErrorCode(error, 'RATE_LIMITED');
}

/** The message the server attached to one form field (409 username taken, say). */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors[field] : undefined;
}
