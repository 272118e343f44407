import { RemoteComponent } from '../remotes/remote-component';

export function NotificationsPage() {
  return <RemoteComponent id="notifications/NotificationsPage" props={{}} label="Notifications" />;
}

export function VerifyEmailPage() {
  return <RemoteComponent id="auth/VerifyEmailPage" props={{}} label="Email verification" />;
}
