import {
  checkSurgeryDateInput,
  mergeProcedureSides,
  type DoctorSearchResult,
  type Review,
  type ReviewPayload,
  type Side,
  type State,
  type WorthItAnswer,
} from '@journeys/shared/rules';
import { costAnswersOf, costInputOf, NO_COST, type CostAnswers } from './cost-answer';

export interface ProcedureDraft {
  /** The surgery type id, or null for a type the member added in the wizard. */
  id: number | null;
  name: string;
  description: string;
  side: Side;
}

/** A surgery type as offered in the procedures step, including ones added locally. */
export interface ProcedureOption {
  key: string;
  id: number | null;
  name: string;
  description: string;
}

/** docs/product.md §3 "form data for a surgery", plus the types the member added in this session. */
export interface SurgeryForm extends CostAnswers {
  state: State | null;
  surgeon: DoctorSearchResult | null;
  procedures: ProcedureDraft[];
  customTypes: ProcedureOption[];
  /** The date input's value, YYYY-MM-DD. */
  surgeryDate: string;
  symptom: number | null;
  rating: number | null;
  worthIt: WorthItAnswer | null;
  description: string;
}

export const EMPTY_SURGERY_FORM: SurgeryForm = {
  state: null,
  surgeon: null,
  procedures: [],
  customTypes: [],
  surgeryDate: '',
  symptom: null,
  rating: null,
  worthIt: null,
  description: '',
  ...NO_COST,
};

/** A stable key for the procedure type select; local types have no id, so their name is the key. */
export function optionKey(type: { id: number | null; name: string }): string {
  return type.id != null ? `type:${type.id}` : `custom:${type.name.trim().toLowerCase()}`;
}

export function formFromReview(review: Review): SurgeryForm {
  const custom = review.procedures.filter((p) => p.id == null);
  return {
    state: review.state,
    surgeon: { npi: review.surgeon.npi, name: review.surgeon.name, address: review.surgeon.address },
    procedures: review.procedures.map(({ id, name, description, side }) => ({ id, name, description, side })),
    customTypes: custom.map((p) => ({
      key: optionKey(p),
      id: null,
      name: p.name,
      description: p.description,
    })),
    surgeryDate: review.surgeryDate.slice(0, 10),
    symptom: review.symptom,
    rating: review.rating,
    worthIt: review.worthIt,
    description: review.description,
    // An edit sends back what the member leaves here: the stored cost, or null once cleared.
    ...costAnswersOf(review.cost),
  };
}

/** Adds a procedure, merging a left and a right of the same one into bilateral (docs/product.md §3). */
export function addProcedure(procedures: readonly ProcedureDraft[], added: ProcedureDraft): ProcedureDraft[] {
  return mergeProcedureSides([...procedures, added]);
}

/**
 * The save payload of docs/product.md §3. Callers validate each step first; this throws only if a step
 * was skipped, which would be a bug in the wizard.
 */
export function buildReviewPayload(form: SurgeryForm, id?: number): ReviewPayload {
  const date = checkSurgeryDateInput(form.surgeryDate);
  if (!date.ok || !form.state || !form.surgeon || form.symptom == null) {
    throw new Error('The surgery form is incomplete');
  }
  const payload: ReviewPayload = {
    surgeryYear: date.date.getUTCFullYear(),
    surgeryMonth: date.date.getUTCMonth() + 1,
    surgeryDay: date.date.getUTCDate(),
    npi: form.surgeon.npi,
    state: form.state.name,
    procedures: mergeProcedureSides(form.procedures).map(({ id: typeId, name, description, side }) => ({
      id: typeId,
      name: name.trim(),
      description: description.trim(),
      side,
    })),
    rating: form.rating,
    symptom: form.symptom,
    description: form.description.trim(),
    worthIt: form.worthIt,
    cost: costInputOf(form),
  };
  return id == null ? payload : { id, ...payload };
}
