import type { NotificationsPageProps } from '@journeys/shared/contracts';
import { NotificationsPage as NotificationsPageView } from '../features/notifications/components/notifications-page';

export default function NotificationsPage(_props: NotificationsPageProps) {
  return <NotificationsPageView />;
}
