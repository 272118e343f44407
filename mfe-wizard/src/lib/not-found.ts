import { ApiError } from '@journeys/shared/api';

/** A route id that is not a positive whole number names nothing: 'Not Found' without asking the API. */
export function loadById<T>(id: number | undefined, load: (id: number) => Promise<T>): Promise<T> {
  if (id == null || !Number.isInteger(id) || id <= 0) return Promise.reject(new ApiError('Not Found', 404));
  return load(id);
}
