import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from '@journeys/shared/api';

/**
 * How long an answer counts as fresh. Long enough that one page never asks twice for what it
 * already has (two cards, a remount, a route change and back); changes made on this page
 * invalidate their keys, so freshness is not how anyone sees their own edits.
 */
export const STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/**
 * A 4xx is the answer (not found, not allowed, invalid): asking again cannot change it.
 * A network failure (status 0) or a 5xx may pass, so those are retried a couple of times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The one client of a page: the shell creates it and provides it to every remote in its tree;
 * a standalone page creates its own. `overrides` lets tests turn retries off.
 */
export function createQueryClient(overrides: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetry,
        // Coming back to the tab must not refetch every list on the page at once; live
        // changes arrive through the notification stream and this page's own invalidations.
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}
