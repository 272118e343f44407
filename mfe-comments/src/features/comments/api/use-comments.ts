import { useCallback } from 'react';
import { fetchComments } from '@journeys/shared/api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { Comment } from '@journeys/shared/rules';

export type CommentsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; comments: Comment[] };

export interface UseComments {
  state: CommentsState;
  /** Loads the thread again; a thread on screen stays there meanwhile. */
  load(): void;
}

/**
 * The thread of one surgery, loaded only once `enabled` (the section is expanded). The viewer is
 * part of the key: read markers and editors depend on who is looking, so a login loads the
 * thread afresh while the one on screen stays until the new one arrives.
 */
export function useComments(reviewId: number, viewerId: number | null, enabled: boolean): UseComments {
  const query = useQuery({
    queryKey: queryKeys.comments.thread(reviewId, viewerId),
    queryFn: async () => {
      try {
        return await fetchComments(reviewId);
      } catch (error) {
        console.error('comments: fetching the thread failed', error);
        throw error;
      }
    },
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === reviewId ? previous : undefined,
  });
  const state: CommentsState = query.data
    ? { status: 'ready', comments: query.data }
    : query.isError
      ? { status: 'error' }
      : enabled
        ? { status: 'loading' }
        : { status: 'idle' };
  const { refetch } = query;
  // Stable, so effects that take it (the deep link's one reload) run only when the thread changes.
  const load = useCallback(() => void refetch(), [refetch]);
  return { state, load };
}
