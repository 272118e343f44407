import {
  checkSurgeryDateInput,
  SURGERY_WIZARD_STEPS_WITH_UPDATES,
  type Review,
} from '@journeys/shared/rules';
import type { SurgeryForm } from './surgery-form';

export type SurgeryStep = 'state' | 'surgeon' | 'procedures' | 'date' | 'symptom' | 'rating' | 'details';

export const SURGERY_STEPS: readonly SurgeryStep[] = [
  'state',
  'surgeon',
  'procedures',
  'date',
  'symptom',
  'rating',
  'details',
];

/**
 * docs/product.md §4: a surgery that already has more than one update is edited in 4 steps; its symptom,
 * rating and description stay as they are, since the updates now tell that story.
 */
export function stepsFor(review: Review | null): readonly SurgeryStep[] {
  return review && review.updates.length > 1
    ? SURGERY_STEPS.slice(0, SURGERY_WIZARD_STEPS_WITH_UPDATES)
    : SURGERY_STEPS;
}

/** docs/product.md §5, per step: the message that blocks Next, or null. */
export function stepProblem(step: SurgeryStep, form: SurgeryForm): string | null {
  switch (step) {
    case 'state':
      return form.state ? null : 'Choose a state';
    case 'surgeon':
      return form.surgeon ? null : 'Choose a surgeon';
    case 'procedures':
      return form.procedures.length > 0 ? null : 'Add at least one procedure';
    case 'date': {
      const check = checkSurgeryDateInput(form.surgeryDate);
      return check.ok ? null : check.message;
    }
    case 'symptom':
      return form.symptom != null ? null : 'Select your symptom progress';
    case 'rating':
    case 'details':
      return null;
  }
}
