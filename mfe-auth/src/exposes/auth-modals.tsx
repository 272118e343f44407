import type { AuthModalsProps } from '@journeys/shared/contracts';

/** Placeholder until the auth module is built. */
export default function AuthModals(_props: AuthModalsProps) {
  return <section aria-label="AuthModals">AuthModals</section>;
}
