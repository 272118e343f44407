/**
 * Demo data of follows and reminders: a few hand-written members follow each other's journeys, and one journey
 * has its six-week follow-up reminder due, so a fresh `npm start` sends it (to the development
 * outbox) and shows what a member gets. Seeded once, with the hand-written stories.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { DUE_REMINDER_JOURNEY } from './data/demo-content';
import { procedureRows, surgeryRow } from './demo-rows';

/** Follower → the author whose first hand-written journey they follow. */
const DEMO_FOLLOWS: [string, string][] = [
  ['kate@example.com', 'mike@example.com'],
  ['mike@example.com', 'kate@example.com'],
  ['priya@example.com', 'kate@example.com'],
  ['dan@example.com', 'beth@example.com'],
  ['jo@example.com', 'marcus@example.com'],
];

/** Returns how many surgeries it added (0 when its members or doctor are not loaded). */
export async function seedFollowUps(trx: Transaction<Database>, now: number): Promise<number> {
  const users = new Map(
    (
      await trx.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@example.com').execute()
    ).map((u) => [u.email, u.id]),
  );
  const j = DUE_REMINDER_JOURNEY;
  const ownerId = users.get(j.email);
  const doctor = await trx.selectFrom('doctors').select('npi').where('npi', '=', j.npi).executeTakeFirst();
  const state = await trx
    .selectFrom('states')
    .select('id')
    .where('code', '=', j.stateCode)
    .executeTakeFirst();
  const type = await trx
    .selectFrom('surgery_types')
    .select(['id', 'name', 'description'])
    .where('name', '=', j.surgeryType)
    .executeTakeFirst();
  let added = 0;
  if (ownerId !== undefined && doctor && state && type) {
    const { id } = await trx
      .insertInto('reviews')
      .values(surgeryRow({ ...j, updates: [] }, ownerId, state.id, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('review_procedures')
      .values(
        procedureRows(id, [{ surgeryType: j.surgeryType, side: 'right' }], new Map([[j.surgeryType, type]])),
      )
      .execute();
    added = 1;
  }

  for (const [follower, author] of DEMO_FOLLOWS) {
    const followerId = users.get(follower);
    const authorId = users.get(author);
    if (followerId === undefined || authorId === undefined) continue;
    const first = await trx
      .selectFrom('reviews')
      .select('id')
      .where('user_id', '=', authorId)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!first) continue;
    await trx
      .insertInto('follows')
      .values({ user_id: followerId, review_id: first.id, created_at: new Date(now) })
      .onConflict((oc) => oc.columns(['user_id', 'review_id']).doNothing())
      .execute();
  }
  return added;
}
