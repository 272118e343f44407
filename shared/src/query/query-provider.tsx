import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

export interface QueryProviderProps {
  /** A client made elsewhere (a test's fresh one); by default the provider makes its own. */
  client?: QueryClient;
  children: ReactNode;
}

/**
 * Provides the page's one query client. The shell renders it once at its root, so every remote
 * rendered inside shares the client and its cache (`@journeys/shared/query` and react-query are
 * federation singletons); a remote's standalone page renders it in its frame.
 */
export function QueryProvider({ client, children }: QueryProviderProps) {
  const [own] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
