import type { AuthModalsProps } from '@journeys/shared/contracts';
import { AuthModals as AuthModalsView } from '../features/auth-modals';

/** Log In, Create an Account and Create Profile; opened through the event bus, mounted once. */
export default function AuthModals(_props: AuthModalsProps) {
  return <AuthModalsView />;
}
