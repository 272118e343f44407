import type { VerifyEmailPageProps } from '@journeys/shared/contracts';
import { VerifyEmailPage as VerifyEmailPageView } from '../features/verify-email';

export default function VerifyEmailPage(_props: VerifyEmailPageProps) {
  return <VerifyEmailPageView />;
}
