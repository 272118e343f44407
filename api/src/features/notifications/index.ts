// The notifications feature: a member's notifications, their pages and the live stream (the
// notification hub). Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { createNotificationHub } from './notification-hub';
export type { NotificationHub } from './notification-hub';
export { notificationsAfter } from './notifications';
export { notificationRoutes } from './notifications-routes';
