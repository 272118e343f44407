import { useCallback, useState } from 'react';
import { isApiError, postComment } from '@journeys/shared/api';
import type { Comment } from '@journeys/shared/rules';
import { promptLogin } from '@journeys/shared/events';

export type PostOutcome = 'posted' | 'login' | 'failed';

export interface UsePostComment {
  sending: boolean;
  /** Set after a failure other than 401, cleared by the next attempt. */
  failed: boolean;
  send(text: string): Promise<PostOutcome>;
}

/**
 * Posts a comment (or a reply when `parentId` is given). docs/product.md §6/§8: a 401 opens the login
 * prompt; other failures are logged — and, beyond the spec, flagged so the editor can say so.
 */
export function usePostComment(
  reviewId: number,
  parentId: number | null,
  onPosted: (comment: Comment) => void,
): UsePostComment {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const send = useCallback(
    async (text: string): Promise<PostOutcome> => {
      setSending(true);
      setFailed(false);
      try {
        const comment = await postComment(
          parentId == null ? { reviewId, text } : { reviewId, text, commentId: parentId },
        );
        onPosted(comment);
        return 'posted';
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          promptLogin({ message: 'Please log in again to post your comment.' });
          return 'login';
        }
        console.error('comments: posting failed', error);
        setFailed(true);
        return 'failed';
      } finally {
        setSending(false);
      }
    },
    [reviewId, parentId, onPosted],
  );

  return { sending, failed, send };
}
