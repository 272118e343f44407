import type { NotificationsPageProps } from '@journeys/shared/contracts';
import { NotificationsPage as NotificationsPageView } from '../features/notifications';

export default function NotificationsPage(_props: NotificationsPageProps) {
  return <NotificationsPageView />;
}
