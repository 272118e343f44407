/**
 * Demo seed: states, surgery types, doctors from the fixture files, then demo members with their
 * surgeries, updates, comments and the notifications those comments would have caused (written by
 * hand, data/demo-content.ts), and the generated demo journeys that give procedures and surgeons
 * real recovery curves (generate-demo-journeys.ts). Each part is idempotent, so running it twice
 * changes nothing.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { findRepoRoot } from '../../platform/config';
import type { Database } from '../../platform/db/schema';
import { importDoctorsFromFile, STATES } from '../doctor-import';
import { hashPassword } from '../auth';
import type { PhotoStorage } from '../photos';
import { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_SURGERIES } from './data/demo-content';
import { SURGERY_TYPES } from './data/surgery-types';
import { generateDemoJourneys } from './generate-demo-journeys';
import { insertDemoJourneys } from './insert-demo-journeys';
import { seedDemoPhotos } from './seed-demo-photos';
import { seedFollowUps } from './seed-follow-ups';

const DAY_MS = 86_400_000;

/** The fixtures the demo surgeries' NPIs come from (see demo-content.ts). */
export const DEFAULT_DOCTOR_FIXTURES = [
  'nppes_practitioners_ct_lantanagroup.csv',
  'dac_national_sample_ofirnassimi.csv',
].map((f) => path.join(findRepoRoot(), 'api', 'fixtures', f));

export interface SeedOptions {
  doctorsFixtures?: string[];
  log?: (message: string) => void;
  /** Where the demo photos go (seed-demo-photos.ts); without one, none are seeded. */
  photoStorage?: PhotoStorage;
}

export interface SeedResult {
  states: number;
  surgeryTypes: number;
  doctorsImported: number;
  demoMembers: number;
  demoSurgeries: number;
  demoPhotos: number;
  skipped: boolean;
}

function daysAgo(days: number, now: number): Date {
  return new Date(now - days * DAY_MS);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  await db
    .insertInto('states')
    .values(STATES)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('surgery_types')
    .values(SURGERY_TYPES)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  let doctorsImported = 0;
  for (const file of options.doctorsFixtures ?? DEFAULT_DOCTOR_FIXTURES) {
    const result = await importDoctorsFromFile(db, file);
    doctorsImported += result.imported;
    log(
      `doctors: ${result.imported} imported, ${result.skipped} skipped from ${path.basename(file)} (${result.layout})`,
    );
  }

  const generated = generateDemoJourneys();
  const present = async (email: string | undefined): Promise<boolean> =>
    email === undefined ||
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
  // Two parts, each seeded once: a database seeded before the generated journeys existed gains them.
  const handWrittenDone = await present(DEMO_MEMBERS[0]?.email);
  const generatedDone = await present(generated.members[0]?.email);
  const base = { states: STATES.length, surgeryTypes: SURGERY_TYPES.length, doctorsImported };
  // A third part, seeded once too: a database seeded before demo photos existed gains them.
  const photos = async () =>
    options.photoStorage ? seedDemoPhotos(db, options.photoStorage, log) : Promise.resolve(0);
  if (handWrittenDone && generatedDone) {
    log('demo content already present: skipped');
    const demoPhotos = await photos();
    return { ...base, demoMembers: 0, demoSurgeries: 0, demoPhotos, skipped: demoPhotos === 0 };
  }

  // argon2 is slow on purpose: hash before the transaction so PGlite's one connection is not held.
  // The generated members share one hash of the same password (they are many, and none is a
  // person): a ninth hash would cost a third round of the four-thread pool for nothing.
  const hashes = await Promise.all(
    (handWrittenDone ? [] : DEMO_MEMBERS).map(() => hashPassword(DEMO_PASSWORD)),
  );
  const generatedHash = generatedDone ? null : (hashes[0] ?? (await hashPassword(DEMO_PASSWORD)));
  const now = Date.now();
  let demoSurgeries = 0;
  let demoMembers = 0;
  const states = new Map(
    (await db.selectFrom('states').select(['id', 'code']).execute()).map((s) => [s.code, s.id]),
  );
  const types = new Map(
    (await db.selectFrom('surgery_types').select(['id', 'name', 'description']).execute()).map((t) => [
      t.name,
      t,
    ]),
  );
  if (!handWrittenDone)
    await db.transaction().execute(async (trx) => {
      const userIds = new Map<string, number>();
      for (const [i, m] of DEMO_MEMBERS.entries()) {
        const { id } = await trx
          .insertInto('users')
          .values({
            username: m.username,
            email: m.email,
            password_hash: hashes[i] ?? null,
            background: m.background,
            created_at: daysAgo(m.joinedDaysAgo, now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userIds.set(m.username, id);
      }
      demoMembers += DEMO_MEMBERS.length;
      const userOf = (name: string) => {
        const id = userIds.get(name);
        if (id === undefined) throw new Error(`demo content names unknown member ${name}`);
        return id;
      };

      for (const s of DEMO_SURGERIES) {
        const doctor = await trx
          .selectFrom('doctors')
          .select('npi')
          .where('npi', '=', s.npi)
          .executeTakeFirst();
        const stateId = states.get(s.stateCode);
        if (!doctor || stateId === undefined) {
          log(`demo surgery of ${s.member} skipped: NPI ${s.npi} or state ${s.stateCode} not loaded`);
          continue;
        }
        const ownerId = userOf(s.member);
        const createdAt = daysAgo(s.createdDaysAgo, now);
        const lastUpdate = Math.max(0, ...s.updates.map((u) => u.daysAfterCreate));
        const { id: reviewId } = await trx
          .insertInto('reviews')
          .values({
            user_id: ownerId,
            state_id: stateId,
            npi: s.npi,
            surgery_date: isoDate(daysAgo(s.surgeryDaysAgo, now)),
            rating: s.rating,
            symptom: s.symptom,
            description: s.description,
            created_at: createdAt,
            updated_at: new Date(createdAt.getTime() + lastUpdate * DAY_MS),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('review_procedures')
          .values(
            s.procedures.map((p, position) => {
              const type = types.get(p.surgeryType);
              return {
                review_id: reviewId,
                surgery_type_id: type?.id ?? null,
                name: type?.name ?? p.surgeryType,
                description: type?.description ?? p.surgeryType,
                side: p.side,
                position,
              };
            }),
          )
          .execute();
        if (s.updates.length > 0) {
          await trx
            .insertInto('updates')
            .values(
              s.updates.map((u) => {
                const at = new Date(createdAt.getTime() + u.daysAfterCreate * DAY_MS);
                return {
                  review_id: reviewId,
                  rating: u.rating,
                  symptom: u.symptom,
                  description: u.description,
                  created_at: at,
                  updated_at: at,
                };
              }),
            )
            .execute();
        }
        for (const c of s.comments) {
          const authorId = userOf(c.member);
          const at = new Date(createdAt.getTime() + c.daysAfterCreate * DAY_MS);
          const { id: commentId } = await trx
            .insertInto('comments')
            .values({ review_id: reviewId, user_id: authorId, text: c.text, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The same rule as POST /comment: the surgery's owner hears of comments by others.
          if (authorId !== ownerId) {
            await trx
              .insertInto('notifications')
              .values({
                user_id: ownerId,
                kind: 'comment',
                actor_id: authorId,
                review_id: reviewId,
                comment_id: null,
                source_comment_id: commentId,
                text: c.text,
                created_at: at,
              })
              .execute();
          }
          for (const r of c.replies) {
            const replierId = userOf(r.member);
            const rAt = new Date(createdAt.getTime() + r.daysAfterCreate * DAY_MS);
            const { id: replyId } = await trx
              .insertInto('comments')
              .values({
                review_id: reviewId,
                parent_id: commentId,
                user_id: replierId,
                text: r.text,
                created_at: rAt,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (replierId !== authorId) {
              await trx
                .insertInto('notifications')
                .values({
                  user_id: authorId,
                  kind: 'reply',
                  actor_id: replierId,
                  review_id: reviewId,
                  comment_id: commentId,
                  source_comment_id: replyId,
                  text: r.text,
                  created_at: rAt,
                })
                .execute();
            }
          }
        }
        demoSurgeries += 1;
      }
      demoSurgeries += await seedFollowUps(trx, now);
    });
  if (generatedHash !== null) {
    const written = await db.transaction().execute((trx) =>
      insertDemoJourneys(trx, generated, {
        now,
        passwordHash: generatedHash,
        stateIds: states,
        surgeryTypes: types,
      }),
    );
    demoSurgeries += written;
    demoMembers += written;
    log(`demo journeys: ${written} generated members and surgeries`);
  }
  const demoPhotos = await photos();
  log(`demo content: ${demoMembers} members, ${demoSurgeries} surgeries, ${demoPhotos} photos`);
  return { ...base, demoMembers, demoSurgeries, demoPhotos, skipped: false };
}
