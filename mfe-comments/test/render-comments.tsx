import type { CommentsProps } from '@journeys/shared/contracts';
import type { Comment } from '@journeys/shared/rules';
import { makeCurrentUser, makeProfile, renderWithRouter, type FakeApi } from '@journeys/shared/testing';
import { insertComment } from '../src/features/comments/utils/thread';
import Comments from '../src/exposes/comments';

export const REVIEW_ID = 7;

/** The commenter the thread tests meet, and the member they sign in as. */
export const ann = makeProfile({ id: 2, username: 'ann_aster' });
export const me = makeCurrentUser({ id: 5, username: 'me_maple' });

/** Renders the exposed component the way the shell's feed card does. */
export function renderComments(props: Partial<CommentsProps> = {}) {
  return renderWithRouter(<Comments reviewId={REVIEW_ID} reviewOwnerId={1} commentCount={0} {...props} />, {
    route: '/surgeries',
  });
}

/**
 * A thread the fake API keeps as the real one does: GET /comments/{id} answers with every
 * comment `add`ed so far, so the reload after a post still has the new comment.
 */
export function serveThread(api: FakeApi, initial: Comment[]): { add(comment: Comment): Comment } {
  let tree = initial;
  api.on('GET /comments/:id', () => ({ status: 200, body: tree }));
  return {
    add(comment) {
      tree = insertComment(tree, comment);
      return comment;
    },
  };
}
