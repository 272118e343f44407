import { isApiError } from '@journeys/shared/api';

/**
 * The API's answer for an id or NPI that names nothing (404), or that it refuses to read (400):
 * either way the address is wrong, and the page shows the site's Not Found.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** An NPI is ten digits; anything else in the address names no surgeon, without asking the API. */
export { npiOf as npiFrom } from '@journeys/shared/url-ids';
