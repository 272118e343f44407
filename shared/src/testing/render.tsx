import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '../domain';
import { clearStoredSession, storeUser, useSession } from '../session';
import { writeAuthToken } from '../api/token-storage';

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
}

/** Renders inside a router at `route`; `screen.getByTestId('location')` shows where it navigated. */
export function renderWithRouter(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderOptions = {},
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
