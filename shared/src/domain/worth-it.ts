import type { Language } from '@journeys/shared/languages';
import { wordsIn } from './words';

/**
 * 'Was it worth it?', asked with the surgery and again with every update, so each answer has a
 * date (docs/product.md §3). Stored and sent as these values; `worthItLabel` says them.
 */
export const WORTH_IT_ANSWERS = ['worth_it', 'not_sure', 'not_worth_it'] as const;
export type WorthItAnswer = (typeof WORTH_IT_ANSWERS)[number];

const LABELS: Readonly<Record<WorthItAnswer, string>> = {
  worth_it: 'Worth it',
  not_sure: 'Not sure yet',
  not_worth_it: 'Not worth it',
};

/** 'Worth it', 'Not sure yet', 'Not worth it', in `language`. */
export function worthItLabel(answer: WorthItAnswer, language: Language = 'en'): string {
  return wordsIn(language)?.('worthIt', { answer }) ?? LABELS[answer];
}

export const WORTH_IT_MESSAGE = "Choose 'Worth it', 'Not sure yet' or 'Not worth it'.";

/**
 * When the insight pages read the answers: at 3, 6 and 12 months, each the last day of the
 * recovery period it closes (RECOVERY_PERIODS), counted in days since the surgery date. Migration
 * 0024 writes these days out as SQL; test/worth-it-milestones.test.ts holds the two together.
 */
export const WORTH_IT_MILESTONES = [
  { months: 3, day: 91 },
  { months: 6, day: 182 },
  { months: 12, day: 365 },
] as const;
export type WorthItMonths = (typeof WORTH_IT_MILESTONES)[number]['months'];

/** The feed filter's values (WORTH_IT_FILTER_VALUES) and the latest answer each one lists. */
export const WORTH_IT_OF_FILTER = {
  yes: 'worth_it',
  not_yet: 'not_sure',
  no: 'not_worth_it',
} as const satisfies Record<string, WorthItAnswer>;

/** One dated answer: the surgery itself or one of its updates. */
export interface DatedAnswer {
  worthIt: WorthItAnswer | null;
  createdAt: string;
}

/** Whole calendar months from a 'YYYY-MM-DD' surgery date to a moment (UTC), never below 0. */
export function monthsAfterSurgery(surgeryDate: string, at: string): number {
  const from = new Date(`${surgeryDate.slice(0, 10)}T00:00:00Z`);
  const to = new Date(at);
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  return Math.max(0, to.getUTCDate() < from.getUTCDate() ? months - 1 : months);
}

/**
 * The latest answer of a journey, as its card says it ('Worth it · 6 months after surgery'): the
 * surgery and its updates by when they were posted, the surgery first at a tie, updates in the
 * order given (the API lists them oldest first, by time then id). Null when none was given.
 */
export function latestWorthItOf(
  journey: DatedAnswer & { surgeryDate: string; updates: readonly DatedAnswer[] },
): {
  answer: WorthItAnswer;
  answeredAt: string;
  monthsAfterSurgery: number;
} | null {
  let latest: DatedAnswer | null = null;
  for (const said of [journey, ...journey.updates]) {
    if (said.worthIt === null) continue;
    if (latest === null || Date.parse(said.createdAt) >= Date.parse(latest.createdAt)) latest = said;
  }
  if (latest?.worthIt == null) return null;
  return {
    answer: latest.worthIt,
    answeredAt: latest.createdAt,
    monthsAfterSurgery: monthsAfterSurgery(journey.surgeryDate, latest.createdAt),
  };
}
