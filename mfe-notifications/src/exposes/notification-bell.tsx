import type { NotificationBellProps } from '@journeys/shared/contracts';

/** Placeholder until the notifications module is built. */
export default function NotificationBell(_props: NotificationBellProps) {
  return <section aria-label="NotificationBell">NotificationBell</section>;
}
