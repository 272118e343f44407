import {
  checkSurgeryDateInput,
  SURGERY_WIZARD_STEPS_WITH_UPDATES,
  type Review,
} from '@journeys/shared/rules';
import type { FieldErrors, FieldName } from '@journeys/shared/forms';
import { costErrors } from './cost-answer';
import type { SurgeryForm } from './surgery-form';

export type SurgeryStep =
  'state' | 'surgeon' | 'procedures' | 'date' | 'cost' | 'symptom' | 'rating' | 'worthIt' | 'details';

/** The surgery's facts (where, who, what, when, what it cost), then how it went. */
export const SURGERY_STEPS: readonly SurgeryStep[] = [
  'state',
  'surgeon',
  'procedures',
  'date',
  'cost',
  'symptom',
  'rating',
  'worthIt',
  'details',
];

/** The answers each step asks for; Next checks them. Cost, rating, worthIt and details are optional. */
export const SURGERY_STEP_FIELDS: Partial<Record<SurgeryStep, readonly FieldName<SurgeryForm>[]>> = {
  state: ['state'],
  surgeon: ['surgeon'],
  procedures: ['procedures'],
  date: ['surgeryDate'],
  cost: ['costAmount', 'costPayment'],
  symptom: ['symptom'],
};

// What it cost is a fact of the surgery that its updates never retell, so it stays open to edit.
const STEPS_WITH_UPDATES: readonly SurgeryStep[] = [
  ...SURGERY_STEPS.slice(0, SURGERY_WIZARD_STEPS_WITH_UPDATES),
  'cost',
];

/**
 * docs/product.md §4: a surgery that already has more than one update is edited in its first 4
 * steps and the cost; its symptom, rating, answer and description stay as they are, since the
 * updates now tell that story.
 */
export function stepsFor(review: Review | null): readonly SurgeryStep[] {
  return review && review.updates.length > 1 ? STEPS_WITH_UPDATES : SURGERY_STEPS;
}

/**
 * docs/product.md §5: the message that blocks Next, per answer, as a key (src/messages.ts,
 * CheckKey): the wizard translates it when it shows it, so a switch re-translates it.
 */
export function surgeryFormErrors(form: SurgeryForm): FieldErrors<SurgeryForm> {
  const date = checkSurgeryDateInput(form.surgeryDate);
  return {
    state: form.state ? undefined : 'chooseState',
    surgeon: form.surgeon ? undefined : 'chooseSurgeon',
    procedures: form.procedures.length > 0 ? undefined : 'addOneProcedure',
    surgeryDate: date.ok ? undefined : date.key,
    ...costErrors(form),
    symptom: form.symptom != null ? undefined : 'selectSymptom',
  };
}
