import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useParams } from '@journeys/shared/router';
import { paths, routePatterns } from '@journeys/shared/contracts';
import { FeedStandIn, StandaloneFrame, type DataSource } from '@journeys/shared/ui/standalone-frame';
import { HIP, KNEE, QUIET_SURGEON_NPI, SHOULDER, SPINE, SURGEON_NPI } from '../fixtures/insights-fixtures';

// Loaded as the shell loads them: a static import here would make the bundler split the code
// the page and this bootstrap share into a chunk the page's manifest entry does not list, which
// the shell's HTML then cannot preload (an extra round trip on /procedures/:id).
const ProcedurePage = lazy(() => import('../exposes/procedure-page'));
const ProceduresPage = lazy(() => import('../exposes/procedures-page'));
const SurgeonPage = lazy(() => import('../exposes/surgeon-page'));

/** Every display case of the fixtures, one link each, for QA. */
export const CASES = [
  { to: paths.procedures(), text: 'All procedures' },
  { to: paths.procedure(KNEE.id), text: '42 journeys, 11 and 10 in the last periods' },
  { to: paths.procedure(HIP.id), text: '11 journeys' },
  { to: paths.procedure(SHOULDER.id), text: '10 journeys' },
  { to: paths.procedure(SPINE.id), text: '126 journeys, extreme amounts left out' },
  { to: paths.surgeon(SURGEON_NPI), text: 'Surgeon' },
  { to: paths.surgeon(QUIET_SURGEON_NPI), text: 'Surgeon without journeys' },
  { to: paths.procedure(999), text: 'Unknown procedure' },
  { to: '/surgeons/12345', text: 'Malformed NPI' },
];

function Frame({ source }: { source: DataSource }) {
  return (
    <StandaloneFrame title="Insights" data={{ source, cases: CASES }}>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <Outlet />
      </Suspense>
    </StandaloneFrame>
  );
}

function ProcedureRoute() {
  return <ProcedurePage id={useParams().id} />;
}

function SurgeonRoute() {
  return <SurgeonPage npi={useParams().npi} />;
}

/** The standalone page's routes in its frame, on fixture data or the real API as `source` says. */
export function StandaloneApp({ source }: { source: DataSource }) {
  return (
    <Routes>
      <Route element={<Frame source={source} />}>
        <Route path={routePatterns.procedures} element={<ProceduresPage />} />
        <Route path={routePatterns.procedure} element={<ProcedureRoute />} />
        <Route path={routePatterns.surgeon} element={<SurgeonRoute />} />
        <Route
          path={routePatterns.feed}
          element={<FeedStandIn backTo={paths.procedures()} backText="Back to procedures" />}
        />
        <Route path="*" element={<Navigate to={paths.procedures()} replace />} />
      </Route>
    </Routes>
  );
}
