import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '../domain';
import { QueryProvider, type QueryClient } from '../query';
import { clearStoredSession, storeUser, useSession } from '../session';
import { writeAuthToken } from '../api/token-storage';
import { createTestQueryClient } from './query';

/** Logs a member in for a test, the way a real login leaves the browser. */
export function signInAs(user: CurrentUser, token = 'test-token'): void {
  writeAuthToken(token);
  storeUser(user);
  useSession.setState({ token, user });
}

export function signOut(): void {
  clearStoredSession();
  useSession.setState({ token: null, user: null });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  route?: string;
  /** The route pattern the element is mounted at, so useParams works. */
  path?: string;
  /** The query client the page provides; a fresh one per render unless a test shares one. */
  client?: QueryClient;
}

/**
 * Renders inside a router at `route` and a fresh query client (`result.client`);
 * `screen.getByTestId('location')` shows where it navigated.
 */
export function renderWithRouter(
  ui: ReactElement,
  { route = '/', path = '*', client = createTestQueryClient() }: RenderOptions = {},
): RenderResult & { client: QueryClient } {
  const result = render(
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { ...result, client };
}
