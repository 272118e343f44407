import type { VerifyEmailPageProps } from '@journeys/shared/contracts';
import { VerifyEmailPage as VerifyEmailPageView } from '../features/verify-email/components/verify-email-page';

export default function VerifyEmailPage(_props: VerifyEmailPageProps) {
  return <VerifyEmailPageView />;
}
