/**
 * The router as every module uses it. Modules import react-router only through this file:
 * `@journeys/shared/` is the shared singleton, so there is still exactly one router context in
 * the page, and react-router itself is tree-shaken down to what is listed here instead of
 * being shared whole (a shared package is never tree-shaken). Add a name here to use it.
 *
 * Declarative routing only: the data router (createBrowserRouter, loaders, errorElement) is
 * 17 KB gzip more and no page uses loaders; the shell catches rendering errors itself.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
export { LanguageRouter, useSwitchLanguage } from './language-router';
