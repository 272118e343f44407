import type { SurgeryWizardProps } from '@journeys/shared/contracts';
import { useSuspendedUntil } from '@journeys/shared/ui/moderation-notice';
import { SuspendedPage } from '../components/suspended-page';
import { SurgeryWizard as Wizard } from '../features/surgery-wizard';

/** './SurgeryWizard': create a surgery, or edit one when `reviewId` is given. */
export default function SurgeryWizard(props: SurgeryWizardProps) {
  const suspendedUntil = useSuspendedUntil();
  return suspendedUntil ? <SuspendedPage until={suspendedUntil} /> : <Wizard {...props} />;
}
