import { isCostAmount, type CostInput, type PaymentMethod, type SurgeryCost } from '@journeys/shared/rules';

/** 'What did it cost you?' as the form holds it: the amount as typed. */
export interface CostAnswers {
  costAmount: string;
  costPayment: PaymentMethod | null;
  costShown: boolean;
}

export const NO_COST: CostAnswers = { costAmount: '', costPayment: null, costShown: false };

export function costAnswersOf(cost: SurgeryCost | null): CostAnswers {
  return cost
    ? { costAmount: String(cost.amount), costPayment: cost.payment, costShown: cost.shown }
    : NO_COST;
}

/**
 * The typed amount as the number it reads as; NaN for anything that is not a plain decimal
 * ('1,200', '$5', '1e3'), so the shared rule (isCostAmount) refuses it.
 */
function typedAmount(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Nothing typed, nothing chosen: the step left unanswered, sent as 'Prefer not to say'. */
const unanswered = (answers: CostAnswers) => !answers.costAmount.trim() && answers.costPayment == null;

/** The step's messages, as keys of the wizard's catalog (docs/product.md §5). */
export function costErrors(answers: CostAnswers): { costAmount?: string; costPayment?: string } {
  if (unanswered(answers)) return {};
  return {
    costAmount: isCostAmount(typedAmount(answers.costAmount)) ? undefined : 'costInvalid',
    costPayment: answers.costPayment ? undefined : 'choosePayment',
  };
}

/** The request's `cost`: null when unanswered; callers check the step first. */
export function costInputOf(answers: CostAnswers): CostInput | null {
  if (unanswered(answers) || !answers.costPayment) return null;
  return {
    amount: typedAmount(answers.costAmount),
    payment: answers.costPayment,
    shown: answers.costShown,
  };
}
