import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useParams,
} from '@journeys/shared/router';
import { paths, routePatterns } from '@journeys/shared/contracts';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import '@journeys/shared/styles/tokens.css';
import { HIP, KNEE, QUIET_SURGEON_NPI, SHOULDER, SURGEON_NPI } from '../fixtures/insights-fixtures';
import { chosenDataSource } from './data-source';
import { serveFixtures } from './fixture-api';
import styles from './standalone.module.css';

// Loaded as the shell loads them: a static import here would make the bundler split the code
// the page and this bootstrap share into a chunk the page's manifest entry does not list, which
// the shell's HTML then cannot preload (an extra round trip on /procedures/:id).
const ProcedurePage = lazy(() => import('../exposes/procedure-page'));
const ProceduresPage = lazy(() => import('../exposes/procedures-page'));
const SurgeonPage = lazy(() => import('../exposes/surgeon-page'));

const source = chosenDataSource();
if (source === 'fixtures') serveFixtures();

/** Every display case of the fixtures, one link each, for QA. */
const CASES = [
  { to: paths.procedures(), text: 'All procedures' },
  { to: paths.procedure(KNEE.id), text: '42 journeys, 11 and 10 in the last periods' },
  { to: paths.procedure(HIP.id), text: '11 journeys' },
  { to: paths.procedure(SHOULDER.id), text: '10 journeys' },
  { to: paths.surgeon(SURGEON_NPI), text: 'Surgeon' },
  { to: paths.surgeon(QUIET_SURGEON_NPI), text: 'Surgeon without journeys' },
  { to: paths.procedure(999), text: 'Unknown procedure' },
  { to: '/surgeons/12345', text: 'Malformed NPI' },
];

function Frame() {
  return (
    <StandaloneFrame title="Insights">
      <nav aria-label="Test pages" className={styles.cases}>
        {source === 'fixtures' ? (
          <>
            <span>Fixture data (</span>
            <a href="?data=live">use the real API</a>
            <span>):</span>
            {CASES.map((c) => (
              <Link key={c.to} to={c.to}>
                {c.text}
              </Link>
            ))}
          </>
        ) : (
          <>
            <span>Real API (</span>
            <a href="?data=fixtures">use fixture data</a>
            <span>)</span>
          </>
        )}
      </nav>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <Outlet />
      </Suspense>
    </StandaloneFrame>
  );
}

/** Stands in for the feed, where the journeys links lead. */
function FeedStandIn() {
  const location = useLocation();
  return (
    <p>
      The feed would open <output>{`${location.pathname}${location.search}`}</output>.{' '}
      <Link to={paths.procedures()}>Back to procedures</Link>
    </p>
  );
}

function ProcedureRoute() {
  return <ProcedurePage id={useParams().id} />;
}

function SurgeonRoute() {
  return <SurgeonPage npi={useParams().npi} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route element={<Frame />}>
          <Route path={routePatterns.procedures} element={<ProceduresPage />} />
          <Route path={routePatterns.procedure} element={<ProcedureRoute />} />
          <Route path={routePatterns.surgeon} element={<SurgeonRoute />} />
          <Route path={routePatterns.feed} element={<FeedStandIn />} />
          <Route path="*" element={<Navigate to={paths.procedures()} replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
