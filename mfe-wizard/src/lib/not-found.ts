import { ApiError } from '@journeys/shared/api';
import { isId } from '@journeys/shared/url-ids';

/**
 * An id that the one id parser would not have read names nothing: 'Not Found' without asking the API.
 * The error has no text of its own: the wizard shows its 'Not Found' in the page's language.
 */
export function loadById<T>(id: number | undefined, load: (id: number) => Promise<T>): Promise<T> {
  if (!isId(id)) return Promise.reject(new ApiError('', 404, {}, 'NOT_FOUND'));
  return load(id);
}
