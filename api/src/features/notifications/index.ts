// The notifications feature: a member's notifications, their pages and the live stream (the notification hub).
// Public entry: app.ts and other folders import this feature only from here (docs/architecture.md).
export { createNotificationHub } from './notification-hub';
export type { NotificationHub } from './notification-hub';
export { notificationsAfter } from './notifications';
export { notificationRoutes } from './notifications-routes';
