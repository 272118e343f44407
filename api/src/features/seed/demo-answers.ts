/**
 * The generated journeys' answers to 'Was it worth it?' and what they paid, so the insight pages
 * show both figures: each post and update answers from how the member feels then, and most
 * members say what they paid. A generator of its own, so the journeys themselves stay the same
 * rows they were before these questions were asked.
 */
import type { PaymentMethod, WorthItAnswer } from '@journeys/shared/domain';
import type { DemoCost, DemoSurgery } from './data/demo-content';
import { DEMO_PROCEDURE_PLANS } from './data/demo-journey-plan';
import { createPrng, type Prng } from './prng';

/** Any fixed number, other than the journeys' own. */
const SEED = 31_2026;
/** A share of members answer 'What did it cost you?'; the rest prefer not to say. */
const TELLS_COST = 0.85;
/** A share of those show the amount on their journey. */
const SHOWS_COST = 0.35;

/** How members pay, weighted, and what each pays against the typical private amount. */
const PAYMENTS: readonly (readonly [PaymentMethod, number])[] = [
  ['private', 50],
  ['medicare', 28],
  ['medicaid', 9],
  ['self_pay', 8],
  ['other', 5],
];
const COST_FACTOR: Readonly<Record<PaymentMethod, number>> = {
  private: 1,
  medicare: 0.6,
  medicaid: 0.15,
  self_pay: 6,
  other: 1.2,
};

/** Better than before says worth it; the same or worse is 'not sure' early and a no later on. */
function answerFor(symptom: number, day: number, rng: Prng): WorthItAnswer {
  if (symptom >= 6) return 'worth_it';
  if (symptom === 5) return rng.next() < 0.85 ? 'worth_it' : 'not_sure';
  if (symptom === 4) return day < 91 || rng.next() < 0.5 ? 'not_sure' : 'not_worth_it';
  return day < 42 ? 'not_sure' : 'not_worth_it';
}

function costFor(surgeryType: string, rng: Prng): DemoCost | null {
  const plan = DEMO_PROCEDURE_PLANS.find((p) => p.surgeryType === surgeryType);
  if (!plan || rng.next() >= TELLS_COST) return null;
  const payment = rng.weighted(PAYMENTS);
  const amount = plan.typicalCost * COST_FACTOR[payment] * Math.exp(rng.normal(0.45));
  return {
    amount: Math.min(500_000, Math.max(0, Math.round(amount / 10) * 10)),
    payment,
    shown: rng.next() < SHOWS_COST,
  };
}

export function withAnswers(surgeries: readonly DemoSurgery[]): DemoSurgery[] {
  const rng = createPrng(SEED);
  return surgeries.map((s) => {
    const postDay = s.surgeryDaysAgo - s.createdDaysAgo;
    return {
      ...s,
      worthIt: answerFor(s.symptom, postDay, rng),
      updates: s.updates.map((u) => ({
        ...u,
        worthIt: answerFor(u.symptom, postDay + u.daysAfterCreate, rng),
      })),
      cost: costFor(s.procedures[0]?.surgeryType ?? '', rng),
    };
  });
}
