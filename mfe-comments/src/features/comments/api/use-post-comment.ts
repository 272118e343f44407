import { isApiError, postComment } from '@journeys/shared/api';
import { queryKeys, useMutation, useQueryClient } from '@journeys/shared/query';
import type { Comment } from '@journeys/shared/rules';
import { promptLogin } from '@journeys/shared/events';
import { t } from '../components/thread/messages';
import { insertComment } from '../utils/thread';

export type PostOutcome = 'posted' | 'login' | 'failed';

export interface UsePostComment {
  sending: boolean;
  /**
   * Set after a failure other than 401, cleared by the next attempt: 'offline' when the browser
   * has no connection (the text stays in the box to send later), else 'failed'.
   */
  failure: 'offline' | 'failed' | null;
  send(text: string): Promise<PostOutcome>;
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;
const isOffline = (error: unknown) => isApiError(error) && error.status === 0 && !navigator.onLine;

/**
 * Posts a comment (or a reply when `parentId` is given). The new comment shows at once in the
 * thread, which is then loaded again (invalidated) for what others posted meanwhile.
 * docs/product.md §6/§8: a 401 opens the login prompt; other failures are logged — and, beyond
 * the spec, flagged so the editor can say so.
 */
export function usePostComment(
  reviewId: number,
  parentId: number | null,
  onPosted: (comment: Comment) => void,
): UsePostComment {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (text: string) =>
      postComment(parentId == null ? { reviewId, text } : { reviewId, text, commentId: parentId }),
    onSuccess: (comment) => {
      const thread = queryKeys.comments.ofReview(reviewId);
      client.setQueriesData<Comment[]>({ queryKey: thread }, (shown) =>
        shown ? insertComment(shown, comment) : shown,
      );
      void client.invalidateQueries({ queryKey: thread });
    },
  });

  const send = async (text: string): Promise<PostOutcome> => {
    try {
      onPosted(await mutation.mutateAsync(text));
      return 'posted';
    } catch (error) {
      if (isUnauthorized(error)) {
        promptLogin({ message: t('loginAgain', { action: 'post' }) });
        return 'login';
      }
      console.error('comments: posting failed', error);
      return 'failed';
    }
  };

  const failure =
    !mutation.isError || isUnauthorized(mutation.error)
      ? null
      : isOffline(mutation.error)
        ? 'offline'
        : 'failed';
  return { sending: mutation.isPending, failure, send };
}
