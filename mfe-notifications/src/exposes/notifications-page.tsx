import type { NotificationsPageProps } from '@journeys/shared/contracts';

/** Placeholder until the notifications module is built. */
export default function NotificationsPage(_props: NotificationsPageProps) {
  return <section aria-label="NotificationsPage">NotificationsPage</section>;
}
