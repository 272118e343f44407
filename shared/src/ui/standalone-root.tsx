import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageRouter } from '@journeys/shared/router';
import '../styles/tokens.css';

/**
 * Starts a remote's standalone page (docs/architecture.md §3): the design tokens, StrictMode and
 * a router around `page`, which puts itself in a StandaloneFrame.
 */
export function renderStandalone(page: ReactNode): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <LanguageRouter>{page}</LanguageRouter>
    </StrictMode>,
  );
}
