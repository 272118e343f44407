import type { ReactNode } from 'react';
import { createQueryClient, QueryProvider } from '@journeys/shared/query';
import { FRESHER_EVENT } from '../offline/device-answers';

/**
 * The page's one query client, made when the first part of the page that reads server state
 * loads: every remote (through RemoteComponent) and the landing page's own read share it and its
 * cache. Not at the root: react-query stays off `/`, whose first render needs no server state
 * (the HTML server inlines its recent members, docs/architecture.md §3).
 */
const pageClient = createQueryClient();
// The service worker showed a saved copy while the network was slow; the network has answered
// since, so what is on screen is read again (docs/architecture.md §12).
window.addEventListener(FRESHER_EVENT, () => void pageClient.invalidateQueries());

export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryProvider client={pageClient}>{children}</QueryProvider>;
}
