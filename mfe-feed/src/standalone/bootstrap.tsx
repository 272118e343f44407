import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import '@journeys/shared/styles/tokens.css';
import Feed from '../exposes/feed';
import type { CommentsSlotProps } from '@journeys/shared/contracts';

/** Standalone, the comments area is a plain count: the comments module is another team's. */
function CommentsPlaceholder({ commentCount }: CommentsSlotProps) {
  return (
    <p>
      {`${commentCount} ${commentCount === 1 ? 'comment' : 'comments'}`} (shown by the comments module in the
      composed site)
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame title="Feed">
        <Feed CommentsSlot={CommentsPlaceholder} />
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
