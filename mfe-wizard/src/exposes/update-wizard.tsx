import type { UpdateWizardProps } from '@journeys/shared/contracts';
import { useSuspendedUntil } from '@journeys/shared/ui/moderation-notice';
import { SuspendedPage } from '../components/suspended-page';
import { UpdateWizard as Wizard } from '../features/update-wizard';

/** './UpdateWizard': add an update to surgery `reviewId`, or edit update `updateId`. */
export default function UpdateWizard(props: UpdateWizardProps) {
  const suspendedUntil = useSuspendedUntil();
  return suspendedUntil ? <SuspendedPage until={suspendedUntil} /> : <Wizard {...props} />;
}
