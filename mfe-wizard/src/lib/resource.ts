import { errorMessage } from '@journeys/shared/api';
import type { UseQueryResult } from '@journeys/shared/query';

/** A query as the wizards' steps show it. */
export type Resource<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: string };

/** `enabled: false` (nothing to load, e.g. creating rather than editing) is idle. */
export function toResource<T>(query: UseQueryResult<T>, fallback: string, enabled = true): Resource<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data, error: null };
  if (query.isError) return { status: 'error', data: null, error: errorMessage(query.error, fallback) };
  return enabled
    ? { status: 'loading', data: null, error: null }
    : { status: 'idle', data: null, error: null };
}
