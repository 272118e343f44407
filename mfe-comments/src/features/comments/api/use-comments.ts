import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchComments } from '@journeys/shared/api';
import type { Comment } from '@journeys/shared/rules';
import { insertComment } from '../utils/thread';

export type CommentsState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; comments: Comment[] };

export interface UseComments {
  state: CommentsState;
  /** Loads (or re-loads) the thread; a refresh of a shown thread keeps it on screen meanwhile. */
  load(): void;
  addComment(comment: Comment): void;
}

/** The thread of one surgery, loaded only once `enabled` (the section is expanded). */
export function useComments(reviewId: number, enabled: boolean): UseComments {
  const [state, setState] = useState<CommentsState>({ status: 'idle' });
  // Only the latest request may write: a slow earlier answer must not overwrite a newer one.
  const requestSeq = useRef(0);

  const load = useCallback(() => {
    const seq = ++requestSeq.current;
    setState((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
    fetchComments(reviewId).then(
      (comments) => {
        if (seq === requestSeq.current) setState({ status: 'ready', comments });
      },
      (error: unknown) => {
        console.error('comments: fetching the thread failed', error);
        if (seq === requestSeq.current) setState({ status: 'error' });
      },
    );
  }, [reviewId]);

  const loadedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || loadedFor.current === reviewId) return;
    loadedFor.current = reviewId;
    load();
  }, [enabled, reviewId, load]);

  const addComment = useCallback((comment: Comment) => {
    setState((prev) =>
      prev.status === 'ready' ? { status: 'ready', comments: insertComment(prev.comments, comment) } : prev,
    );
  }, []);

  return { state, load, addComment };
}
