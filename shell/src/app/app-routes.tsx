import { useRoutes } from '@journeys/shared/router';
import { routes } from './routes';

/** The shell's pages, inside whichever router the caller provides (browser or, in tests, memory). */
export function AppRoutes() {
  return useRoutes(routes);
}
