import { render, type RenderOptions as RtlRenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { clearPageEventBus } from '../events/event-bus';
import { createQueryClient, QueryProvider, type QueryClient } from '../query';

/** A client for one test: nothing cached from another test, and a failure fails at once. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } });
}

/** Renders with a fresh query client (the one a page's shell or standalone frame provides). */
export function renderWithQuery(
  ui: ReactElement,
  { client = createTestQueryClient(), ...options }: RtlRenderOptions & { client?: QueryClient } = {},
): RenderResult & { client: QueryClient } {
  return { ...render(<QueryProvider client={client}>{ui}</QueryProvider>, options), client };
}

/** Forgets every listener and kept command of the page's event bus, between tests. */
export function resetEventBus(): void {
  clearPageEventBus();
}
