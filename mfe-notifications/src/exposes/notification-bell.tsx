import type { NotificationBellProps } from '@journeys/shared/contracts';
import { NotificationBell as NotificationBellView } from '../features/bell';

export default function NotificationBell(_props: NotificationBellProps) {
  return <NotificationBellView />;
}
