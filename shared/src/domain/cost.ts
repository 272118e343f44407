import type { Language } from '@journeys/shared/languages';
import { COST_AMOUNT_MAX, COST_AMOUNT_MIN } from './constants';
import { wordsIn } from './words';

/**
 * What a surgery cost its member out of pocket, and how it was paid (docs/product.md §3).
 * Health-adjacent financial data: a reader other than its owner gets the amount only when the
 * owner chose to show it (docs/security.md); otherwise it only counts in the insight figures.
 */
export const PAYMENT_METHODS = ['private', 'medicare', 'medicaid', 'self_pay', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const LABELS: Readonly<Record<PaymentMethod, string>> = {
  private: 'Private insurance',
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  self_pay: 'No insurance (self-pay)',
  other: 'Other',
};

/** 'Private insurance', 'Medicare', …, in `language`. */
export function paymentLabel(method: PaymentMethod, language: Language = 'en'): string {
  return wordsIn(language)?.('payment', { method }) ?? LABELS[method];
}

/** One message per rule, in the form and in the API's field errors alike. */
export const COST_MESSAGES = {
  amount: 'Enter an amount in whole dollars, 0 to 500,000.',
  payment: 'Choose how it was paid.',
} as const;

/**
 * Whole dollars from 0 to 500,000, without the validation library: the wizard's check (the API's
 * is the schemas' `costAmount`, which says the same in the OpenAPI document; a test holds the two
 * together).
 */
export function isCostAmount(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= COST_AMOUNT_MIN && (value as number) <= COST_AMOUNT_MAX
  );
}

/**
 * Amounts outside the 1st–99th percentile of a procedure are left out of its cost figures once it
 * has this many (kept, and counted as left out).
 */
export const COST_TRIM_MIN_AMOUNTS = 50;
