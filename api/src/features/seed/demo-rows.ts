/**
 * The rows of a demo member and a demo journey, written the same way by every part of the seed:
 * the hand-written stories, the generated journeys and the journey whose reminder is due. A new
 * column of a surgery, a procedure or an update is one more line here.
 */
import type { Insertable } from 'kysely';
import type {
  ReviewProceduresTable,
  ReviewsTable,
  SurgeryCostsTable,
  UpdatesTable,
  UsersTable,
} from '../../platform/db/schema';
import type { DemoCost, DemoMember, DemoSurgery, DemoUpdate } from './data/demo-content';

export const DAY_MS = 86_400_000;

/** A surgery type as the seed finds it loaded. */
export interface LoadedSurgeryType {
  id: number;
  name: string;
  description: string;
}

/** What every part of the seed writes journeys with. */
export interface DemoRowsContext {
  /** The seeding moment: every "days ago" counts back from it. */
  now: number;
  stateIds: ReadonlyMap<string, number>;
  surgeryTypes: ReadonlyMap<string, LoadedSurgeryType>;
}

/** `days` days before `now` (the seeding moment): demo dates count back from it. */
export function daysBefore(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}

/** `days` days after `from`. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export function memberRow(m: DemoMember, passwordHash: string | null, now: number): Insertable<UsersTable> {
  return {
    username: m.username,
    email: m.email,
    password_hash: passwordHash,
    background: m.background,
    created_at: daysBefore(now, m.joinedDaysAgo),
  };
}

/** What a surgery row is made of; its updates date its last edit. */
export type DemoSurgeryFields = Pick<
  DemoSurgery,
  'npi' | 'surgeryDaysAgo' | 'createdDaysAgo' | 'rating' | 'symptom' | 'description' | 'worthIt'
> & { updates: readonly Pick<DemoUpdate, 'daysAfterCreate'>[] };

/** The surgery's row: last edited on its last update's day, or when it was posted. */
export function surgeryRow(
  s: DemoSurgeryFields,
  userId: number,
  stateId: number,
  now: number,
): Insertable<ReviewsTable> {
  const createdAt = daysBefore(now, s.createdDaysAgo);
  const lastUpdate = Math.max(0, ...s.updates.map((u) => u.daysAfterCreate));
  return {
    user_id: userId,
    state_id: stateId,
    npi: s.npi,
    surgery_date: daysBefore(now, s.surgeryDaysAgo).toISOString().slice(0, 10),
    rating: s.rating,
    symptom: s.symptom,
    description: s.description,
    worth_it: s.worthIt ?? null,
    created_at: createdAt,
    updated_at: daysAfter(createdAt, lastUpdate),
  };
}

/** Its cost, when the story tells one. */
export function costRow(reviewId: number, cost: DemoCost): Insertable<SurgeryCostsTable> {
  return { review_id: reviewId, amount: cost.amount, payment: cost.payment, shown: cost.shown };
}

/** Its procedures in order; one whose type is not loaded keeps its name as free text. */
export function procedureRows(
  reviewId: number,
  procedures: DemoSurgery['procedures'],
  types: ReadonlyMap<string, LoadedSurgeryType>,
): Insertable<ReviewProceduresTable>[] {
  return procedures.map((p, position) => {
    const type = types.get(p.surgeryType);
    return {
      review_id: reviewId,
      surgery_type_id: type?.id ?? null,
      name: type?.name ?? p.surgeryType,
      description: type?.description ?? p.surgeryType,
      side: p.side,
      position,
    };
  });
}

/** Its updates, each dated `daysAfterCreate` after the surgery was posted. */
export function updateRows(
  reviewId: number,
  createdAt: Date,
  updates: readonly DemoUpdate[],
): Insertable<UpdatesTable>[] {
  return updates.map((u) => {
    const at = daysAfter(createdAt, u.daysAfterCreate);
    return {
      review_id: reviewId,
      rating: u.rating,
      symptom: u.symptom,
      description: u.description,
      worth_it: u.worthIt ?? null,
      created_at: at,
      updated_at: at,
    };
  });
}
