import type { UpdateWizardProps } from '@journeys/shared/contracts';
import { UpdateWizard as Wizard } from '../features/update-wizard/components/update-wizard';

/** './UpdateWizard': add an update to surgery `reviewId`, or edit update `updateId`. */
export default function UpdateWizard(props: UpdateWizardProps) {
  return <Wizard {...props} />;
}
