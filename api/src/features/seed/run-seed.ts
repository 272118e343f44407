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
import { DEMO_MEMBERS, DEMO_PASSWORD } from './data/demo-content';
import { SURGERY_TYPES } from './data/surgery-types';
import { generateDemoJourneys } from './generate-demo-journeys';
import type { LoadedSurgeryType } from './demo-rows';
import { insertDemoJourneys } from './insert-demo-journeys';
import { insertDemoStories } from './insert-demo-stories';
import { seedDemoPhotos } from './seed-demo-photos';
import { seedFollowUps } from './seed-follow-ups';

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

/** States, surgery types and the fixture doctors: each load does nothing when already done. */
async function seedReferenceData(
  db: Kysely<Database>,
  doctorsFixtures: readonly string[],
  log: (message: string) => void,
): Promise<Pick<SeedResult, 'states' | 'surgeryTypes' | 'doctorsImported'>> {
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
  for (const file of doctorsFixtures) {
    const result = await importDoctorsFromFile(db, file);
    doctorsImported += result.imported;
    log(
      `doctors: ${result.imported} imported, ${result.skipped} skipped from ${path.basename(file)} (${result.layout})`,
    );
  }
  return { states: STATES.length, surgeryTypes: SURGERY_TYPES.length, doctorsImported };
}

/** The loaded states by code and surgery types by name, which demo journeys name. */
async function loadedReferences(db: Kysely<Database>) {
  const states = await db.selectFrom('states').select(['id', 'code']).execute();
  const types = await db.selectFrom('surgery_types').select(['id', 'name', 'description']).execute();
  return {
    stateIds: new Map(states.map((s) => [s.code, s.id])),
    surgeryTypes: new Map<string, LoadedSurgeryType>(types.map((t) => [t.name, t])),
  };
}

export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const base = await seedReferenceData(db, options.doctorsFixtures ?? DEFAULT_DOCTOR_FIXTURES, log);

  const generated = generateDemoJourneys();
  const present = async (email: string | undefined): Promise<boolean> =>
    email === undefined ||
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
  // Two parts, each seeded once: a database seeded before the generated journeys existed gains them.
  const handWrittenDone = await present(DEMO_MEMBERS[0]?.email);
  const generatedDone = await present(generated.members[0]?.email);
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
  const references = await loadedReferences(db);
  if (!handWrittenDone)
    await db.transaction().execute(async (trx) => {
      const stories = await insertDemoStories(trx, { now, passwordHashes: hashes, ...references, log });
      demoMembers += stories.members;
      demoSurgeries += stories.surgeries + (await seedFollowUps(trx, now));
    });
  if (generatedHash !== null) {
    const written = await db
      .transaction()
      .execute((trx) =>
        insertDemoJourneys(trx, generated, { now, passwordHash: generatedHash, ...references }),
      );
    demoSurgeries += written;
    demoMembers += written;
    log(`demo journeys: ${written} generated members and surgeries`);
  }
  const demoPhotos = await photos();
  log(`demo content: ${demoMembers} members, ${demoSurgeries} surgeries, ${demoPhotos} photos`);
  return { ...base, demoMembers, demoSurgeries, demoPhotos, skipped: false };
}
