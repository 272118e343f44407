import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import Feed from '../exposes/feed';
import type { CommentsSlotProps } from '@journeys/shared/contracts';

/** Standalone, an opened thread is a plain line: the comments module is another team's. */
function CommentsPlaceholder({ commentCount, open }: CommentsSlotProps) {
  if (open !== true) return null;
  return (
    <p>
      {`${commentCount} ${commentCount === 1 ? 'comment' : 'comments'}`} (shown by the comments module in the
      composed site)
    </p>
  );
}

renderStandalone(
  <StandaloneFrame title="Feed">
    <Feed CommentsSlot={CommentsPlaceholder} />
  </StandaloneFrame>,
);
