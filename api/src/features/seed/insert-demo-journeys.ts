/**
 * Writes the generated demo journeys (generate-demo-journeys.ts) in a handful of multi-row
 * statements, one per table, instead of one per row: `npm start` seeds at every start, so this
 * must stay fast however many journeys there are.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DemoJourneys } from './generate-demo-journeys';

const DAY_MS = 86_400_000;

export interface DemoJourneysContext {
  /** The seeding moment: every "days ago" counts back from it. */
  now: number;
  /** One argon2 hash of the demo password, shared by the generated members (hashing is slow on purpose). */
  passwordHash: string;
  stateIds: ReadonlyMap<string, number>;
  surgeryTypes: ReadonlyMap<string, { id: number; name: string; description: string }>;
}

/** Inserts the journeys whose surgeon and state are loaded; returns how many. */
export async function insertDemoJourneys(
  trx: Transaction<Database>,
  journeys: DemoJourneys,
  ctx: DemoJourneysContext,
): Promise<number> {
  const at = (daysAgo: number): Date => new Date(ctx.now - daysAgo * DAY_MS);
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
        .map((m) => ({
          username: m.username,
          email: m.email,
          password_hash: ctx.passwordHash,
          background: m.background,
          created_at: at(m.joinedDaysAgo),
        })),
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
      surgeries.map((s) => {
        const createdAt = at(s.createdDaysAgo);
        const lastUpdate = Math.max(0, ...s.updates.map((u) => u.daysAfterCreate));
        return {
          user_id: userOf(s.member),
          state_id: ctx.stateIds.get(s.stateCode) ?? 0,
          npi: s.npi,
          surgery_date: at(s.surgeryDaysAgo).toISOString().slice(0, 10),
          rating: s.rating,
          symptom: s.symptom,
          description: s.description,
          created_at: createdAt,
          updated_at: new Date(createdAt.getTime() + lastUpdate * DAY_MS),
        };
      }),
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
    .values(
      surgeries.flatMap((s) =>
        s.procedures.map((p, position) => {
          const type = ctx.surgeryTypes.get(p.surgeryType);
          return {
            review_id: reviewOf(s.member),
            surgery_type_id: type?.id ?? null,
            name: type?.name ?? p.surgeryType,
            description: type?.description ?? p.surgeryType,
            side: p.side,
            position,
          };
        }),
      ),
    )
    .execute();

  const updates = surgeries.flatMap((s) =>
    s.updates.map((u) => {
      const when = new Date(at(s.createdDaysAgo).getTime() + u.daysAfterCreate * DAY_MS);
      return {
        review_id: reviewOf(s.member),
        rating: u.rating,
        symptom: u.symptom,
        description: u.description,
        created_at: when,
        updated_at: when,
      };
    }),
  );
  if (updates.length > 0) await trx.insertInto('updates').values(updates).execute();
  return surgeries.length;
}
