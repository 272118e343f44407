// The notifications feature's entry: what the rest of mfe-notifications may use of it (docs/architecture.md §8).
export { NotificationsPage } from './components/notifications-page';
