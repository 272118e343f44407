import { lazy, Suspense } from 'react';
import { paths, routePatterns } from '@journeys/shared/contracts';
import { Navigate, Outlet, Route, Routes, useParams } from '@journeys/shared/router';
import { FeedStandIn, StandaloneFrame, type DataSource } from '@journeys/shared/ui/standalone-frame';
import {
  CAREGIVER_TOKEN,
  CAREGIVING,
  DEAD_TOKEN,
  EMPTY,
  HELPER_TOKEN,
  HELPING,
  OWN,
  UNKNOWN,
} from '../fixtures/help-fixtures';

// Loaded as the shell loads it: a static import would split the code the page and this bootstrap
// share into a chunk the page's manifest entry does not list (see mfe-insights).
const HelpPage = lazy(() => import('../exposes/help-page'));

/** Every display case of the fixtures, one link each, for QA. Log in (top right) first: any email works. */
export const CASES = [
  { to: paths.help(), text: 'My help calendars' },
  { to: paths.helpCalendar(OWN), text: 'Own calendar (owner)' },
  { to: paths.helpCalendar(CAREGIVING), text: "Lee's calendar (caregiver)" },
  { to: paths.helpCalendar(HELPING), text: "Noor's calendar (helper)" },
  { to: paths.helpCalendar(EMPTY), text: 'Calendar without needs' },
  { to: paths.helpCalendar(UNKNOWN), text: 'Calendar I may not see' },
  { to: paths.helpInvite(HELPER_TOKEN), text: 'Helper invite link' },
  { to: paths.helpInvite(CAREGIVER_TOKEN), text: 'Caregiver invitation' },
  { to: paths.helpInvite(DEAD_TOKEN), text: 'Stopped invite link' },
];

function Frame({ source }: { source: DataSource }) {
  return (
    <StandaloneFrame title="Help calendar" data={{ source, cases: CASES }}>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <Outlet />
      </Suspense>
    </StandaloneFrame>
  );
}

function CalendarRoute() {
  return <HelpPage surgery={useParams().surgery} />;
}

/** The standalone page's routes in its frame, on fixture data or the real API as `source` says. */
export function StandaloneApp({ source }: { source: DataSource }) {
  return (
    <Routes>
      <Route element={<Frame source={source} />}>
        <Route path={routePatterns.help} element={<HelpPage />} />
        <Route path={routePatterns.helpCalendar} element={<CalendarRoute />} />
        <Route path={routePatterns.helpInvite} element={<HelpPage />} />
        <Route
          path={routePatterns.feed}
          element={<FeedStandIn backTo={paths.help()} backText="Back to help" />}
        />
        <Route path="*" element={<Navigate to={paths.help()} replace />} />
      </Route>
    </Routes>
  );
}
