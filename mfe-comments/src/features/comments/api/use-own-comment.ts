import { deleteComment, editComment, isApiError } from '@journeys/shared/api';
import { queryKeys, useMutation, useQueryClient } from '@journeys/shared/query';
import type { Comment } from '@journeys/shared/rules';
import { promptLogin } from '@journeys/shared/events';
import { t } from '../components/thread/messages';
import { removeComment, replaceComment } from '../utils/thread';

export type OwnCommentOutcome = 'done' | 'login' | 'failed';

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * What a member does to a comment they wrote: edit its text or delete it. The thread shows the
 * change at once and is then read again; the feed's pages are invalidated too, because the
 * card's comment count comes from them.
 */
export function useOwnComment(reviewId: number, commentId: number) {
  const client = useQueryClient();
  const thread = queryKeys.comments.ofReview(reviewId);

  const refresh = (change: (shown: Comment[]) => Comment[]) => {
    client.setQueriesData<Comment[]>({ queryKey: thread }, (shown) => (shown ? change(shown) : shown));
    void client.invalidateQueries({ queryKey: thread });
    void client.invalidateQueries({ queryKey: queryKeys.reviews.all });
  };

  const edit = useMutation({
    mutationFn: (text: string) => editComment(commentId, { text }),
    onSuccess: (edited) => refresh((shown) => replaceComment(shown, edited)),
  });
  const remove = useMutation({
    mutationFn: () => deleteComment(commentId),
    onSuccess: () => refresh((shown) => removeComment(shown, commentId)),
  });

  // docs/product.md §8: a 401 opens the login prompt; other failures are logged and shown.
  const settle = async (run: () => Promise<unknown>, what: 'edit' | 'delete'): Promise<OwnCommentOutcome> => {
    try {
      await run();
      return 'done';
    } catch (error) {
      if (isUnauthorized(error)) {
        promptLogin({ message: t('loginAgain', { action: what }) });
        return 'login';
      }
      console.error(`comments: ${what} failed`, error);
      return 'failed';
    }
  };

  return {
    saving: edit.isPending,
    saveFailed: edit.isError && !isUnauthorized(edit.error),
    save: (text: string) => settle(() => edit.mutateAsync(text), 'edit'),
    deleting: remove.isPending,
    deleteFailed: remove.isError && !isUnauthorized(remove.error),
    remove: () => settle(() => remove.mutateAsync(), 'delete'),
    reset: () => {
      edit.reset();
      remove.reset();
    },
  };
}
