import type { RoutePageProps } from '@journeys/shared/contracts';
import { ConfirmEmailPage as ConfirmEmailPageView } from '../features/confirm-email';

/** A page of the module map: its query string carries what it needs, so the route params go unused. */
export default function ConfirmEmailPage(_props: RoutePageProps) {
  return <ConfirmEmailPageView />;
}
