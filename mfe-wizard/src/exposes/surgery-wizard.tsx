import type { SurgeryWizardProps } from '@journeys/shared/contracts';

/** Placeholder until the wizard module is built. */
export default function SurgeryWizard(_props: SurgeryWizardProps) {
  return <section aria-label="SurgeryWizard">SurgeryWizard</section>;
}
