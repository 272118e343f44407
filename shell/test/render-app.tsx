import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../src/app/app-routes';

/** Renders the shell's routes at `path`; `currentPath()` reads where the app has navigated to. */
export function renderApp(path: string) {
  let pathname = path;
  function LocationProbe() {
    pathname = useLocation().pathname;
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...result, currentPath: () => pathname };
}
