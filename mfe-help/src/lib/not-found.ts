import { isApiError } from '@journeys/shared/api';

/**
 * The API's answer for a calendar the reader may not see, or that does not exist (404), or an id
 * it refuses to read (400): either way the page shows the site's Not Found, so an address never
 * confirms that a calendar exists.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
