import type { VerifyEmailPageProps } from '@journeys/shared/contracts';

/** Placeholder until the auth module is built. */
export default function VerifyEmailPage(_props: VerifyEmailPageProps) {
  return <section aria-label="VerifyEmailPage">VerifyEmailPage</section>;
}
