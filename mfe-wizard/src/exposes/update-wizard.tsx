import type { UpdateWizardProps } from '@journeys/shared/contracts';

/** Placeholder until the wizard module is built. */
export default function UpdateWizard(_props: UpdateWizardProps) {
  return <section aria-label="UpdateWizard">UpdateWizard</section>;
}
