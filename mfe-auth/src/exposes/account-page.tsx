import type { RoutePageProps } from '@journeys/shared/contracts';
import { AccountPage as AccountPageView } from '../features/account';

export default function AccountPage(_props: RoutePageProps) {
  return <AccountPageView />;
}
