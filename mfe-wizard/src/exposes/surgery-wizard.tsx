import type { SurgeryWizardProps } from '@journeys/shared/contracts';
import { SurgeryWizard as Wizard } from '../features/surgery-wizard/components/surgery-wizard';

/** './SurgeryWizard': create a surgery, or edit one when `reviewId` is given. */
export default function SurgeryWizard(props: SurgeryWizardProps) {
  return <Wizard {...props} />;
}
