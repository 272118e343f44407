import { lazy, Suspense } from 'react';
import { routePatterns, type RoutePageProps } from '@journeys/shared/contracts';
import { useLocation, useParams } from '@journeys/shared/router';
import { positiveId } from '@journeys/shared/url-ids';

// Each view is a chunk of its own: a page loads only the one its address shows.
const CalendarsView = lazy(() => import('../features/calendars').then((m) => ({ default: m.CalendarsView })));
const CalendarView = lazy(() => import('../features/calendar').then((m) => ({ default: m.CalendarView })));
const InviteView = lazy(() => import('../features/invite').then((m) => ({ default: m.InviteView })));

/**
 * The help calendar's one page in the composed site: `/help` (my calendars), `/help/:surgery`
 * (one calendar) and `/help-invite` (joining), told apart by the route's params and path.
 */
export default function HelpPage(props: RoutePageProps) {
  const params = useParams();
  const { pathname } = useLocation();
  const surgery = props.surgery ?? params.surgery;
  let view;
  if (surgery !== undefined) {
    // Keyed by id: another calendar is another page (its week, its open dialogs).
    const surgeryId = positiveId(surgery);
    view = <CalendarView key={surgeryId ?? 'none'} surgeryId={surgeryId} />;
  } else if (pathname === routePatterns.helpInvite) view = <InviteView />;
  else view = <CalendarsView />;
  return <Suspense fallback={null}>{view}</Suspense>;
}
