import type { RoutePageProps } from '@journeys/shared/contracts';
import { ResetPasswordPage as ResetPasswordPageView } from '../features/reset-password';

/** A page of the module map: its query string carries what it needs, so the route params go unused. */
export default function ResetPasswordPage(_props: RoutePageProps) {
  return <ResetPasswordPageView />;
}
