import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

export default createModuleConfig({
  dir: import.meta.dirname,
  name: 'notifications',
  port: 3004,
  title: 'Surgery Journeys — Notifications (standalone)',
  exposes: {
    './NotificationsPage': './src/exposes/notifications-page.tsx',
    './NotificationBell': './src/exposes/notification-bell.tsx',
  },
});
