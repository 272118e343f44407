import type { RoutePageProps } from '@journeys/shared/contracts';
import { UnsubscribePage as UnsubscribePageView } from '../features/unsubscribe';

/** A page of the module map: its query string carries the token, so the route params go unused. */
export default function UnsubscribePage(_props: RoutePageProps) {
  return <UnsubscribePageView />;
}
