/**
 * Writes the generated demo journeys (generate-demo-journeys.ts) in a handful of multi-row
 * statements, one per table, instead of one per row: `npm start` seeds at every start, so this
 * must stay fast however many journeys there are.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  costRow,
  daysBefore,
  memberRow,
  procedureRows,
  surgeryRow,
  updateRows,
  type DemoRowsContext,
} from './demo-rows';
import type { DemoJourneys } from './generate-demo-journeys';

export interface DemoJourneysContext extends DemoRowsContext {
  /** One argon2 hash of the demo password, shared by the generated members (hashing is slow on purpose). */
  passwordHash: string;
}

/** Inserts the journeys whose surgeon and state are loaded; returns how many. */
export async function insertDemoJourneys(
  trx: Transaction<Database>,
  journeys: DemoJourneys,
  ctx: DemoJourneysContext,
): Promise<number> {
  const npis = [...new Set(journeys.surgeries.map((s) => s.npi))];
  const loaded = new Set(
    (await trx.selectFrom('doctors').select('npi').where('npi', 'in', npis).execute()).map((d) => d.npi),
  );
  const surgeries = journeys.surgeries.filter((s) => loaded.has(s.npi) && ctx.stateIds.has(s.stateCode));
  if (surgeries.length === 0) return 0;
  const authors = new Set(surgeries.map((s) => s.member));

  const users = await trx
    .insertInto('users')
    .values(
      journeys.members
        .filter((m) => authors.has(m.username))
        .map((m) => memberRow(m, ctx.passwordHash, ctx.now)),
    )
    .returning(['id', 'username'])
    .execute();
  const userIds = new Map(users.map((u) => [u.username, u.id]));
  const userOf = (username: string): number => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`generated journey names unknown member ${username}`);
    return id;
  };

  // Each generated member owns exactly one journey, so the owner maps a returned id to its journey.
  const reviews = await trx
    .insertInto('reviews')
    .values(
      surgeries.map((s) => surgeryRow(s, userOf(s.member), ctx.stateIds.get(s.stateCode) ?? 0, ctx.now)),
    )
    .returning(['id', 'user_id'])
    .execute();
  const reviewOfUser = new Map(reviews.map((r) => [r.user_id, r.id]));
  const reviewOf = (username: string): number => {
    const id = reviewOfUser.get(userOf(username));
    if (id === undefined) throw new Error(`generated journey of ${username} was not written`);
    return id;
  };

  await trx
    .insertInto('review_procedures')
    .values(surgeries.flatMap((s) => procedureRows(reviewOf(s.member), s.procedures, ctx.surgeryTypes)))
    .execute();

  const costs = surgeries.flatMap((s) => (s.cost ? [costRow(reviewOf(s.member), s.cost)] : []));
  if (costs.length > 0) await trx.insertInto('surgery_costs').values(costs).execute();

  const updates = surgeries.flatMap((s) =>
    updateRows(reviewOf(s.member), daysBefore(ctx.now, s.createdDaysAgo), s.updates),
  );
  if (updates.length > 0) await trx.insertInto('updates').values(updates).execute();
  return surgeries.length;
}
