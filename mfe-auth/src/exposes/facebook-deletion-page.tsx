import type { RoutePageProps } from '@journeys/shared/contracts';
import { FacebookDeletionPage as FacebookDeletionPageView } from '../features/facebook-deletion';

/** A page of the module map: its query string carries what it needs, so the route params go unused. */
export default function FacebookDeletionPage(_props: RoutePageProps) {
  return <FacebookDeletionPageView />;
}
