import { ApiError } from '@journeys/shared/api';
import { ERROR_MESSAGES } from '@journeys/shared/rules';
import { isId } from '@journeys/shared/url-ids';

/** An id that the one id parser would not have read names nothing: 'Not Found' without asking the API. */
export function loadById<T>(id: number | undefined, load: (id: number) => Promise<T>): Promise<T> {
  if (!isId(id)) return Promise.reject(new ApiError(ERROR_MESSAGES.NOT_FOUND, 404, {}, 'NOT_FOUND'));
  return load(id);
}
