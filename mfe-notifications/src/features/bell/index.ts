// The bell feature's entry: what the rest of mfe-notifications may use of it (docs/architecture.md §8).
export { adjustUnreadCount, setUnreadCount } from './api/unread-count';
export { NotificationBell } from './components/notification-bell';
