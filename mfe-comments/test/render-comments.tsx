import type { CommentsProps } from '@journeys/shared/contracts';
import { renderWithRouter } from '@journeys/shared/testing';
import Comments from '../src/exposes/comments';

export const REVIEW_ID = 7;

/** Renders the exposed component the way the shell's feed card does. */
export function renderComments(props: Partial<CommentsProps> = {}) {
  return renderWithRouter(<Comments reviewId={REVIEW_ID} reviewOwnerId={1} commentCount={0} {...props} />, {
    route: '/surgeries',
  });
}
