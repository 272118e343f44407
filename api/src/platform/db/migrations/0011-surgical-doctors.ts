import { sql, type Kysely } from 'kysely';

/**
 * The doctor search offers surgeons only (docs/operations.md §6): `doctors.surgical` says who is
 * one. The importer sets it from each provider's taxonomy or specialty; a row written any other
 * way (tests, benchmarks, hand-made data) says nothing and counts as a surgeon, as every doctor
 * did before.
 *
 * Rows already stored keep only a specialty name, so they are classified here by that name. NPPES
 * rows of non-surgeons were stored without a specialty; Doctors and Clinicians and NPI Registry
 * rows carry a Medicare or NUCC name, surgical when it names surgery or one of the operating
 * specialties, and not when it names a nurse, an assistant or palliative care. This is a copy of
 * the importer's rule as it stands today, frozen here on purpose: a migration must not change
 * meaning when the importer does.
 *
 * The name-order indexes become partial (WHERE surgical), so a search walks surgeons only even
 * when `--all-providers` has filled the table with everyone else.
 */
// \m is a word start: 'Urology' but not neUROLOGy.
const SURGICAL_NAME = '(surg|orthop|ophthalm|otolaryng|obstet|gyn|\\murolog|podiatr)';
const NOT_OPERATING = '(nurse|assistant|hospice|palliative|technician|technologist)';

// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Rewriting millions of rows outlasts the pool's per-request statement_timeout; the migration
  // runs in its own transaction, so this lifts the limit for it alone.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  await sql`ALTER TABLE doctors ADD COLUMN surgical boolean NOT NULL DEFAULT true`.execute(db);
  await sql`
    UPDATE doctors SET surgical = false
    WHERE specialty IS NULL
       OR specialty !~* ${sql.lit(SURGICAL_NAME)}
       OR specialty ~* ${sql.lit(NOT_OPERATING)}
  `.execute(db);
  for (const [name, columns] of NAME_INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(name)} ON doctors (${sql.raw(columns)}) WHERE surgical`.execute(db);
  }
}

/** The four indexes of 0002-doctor-name-orders, by name and columns. */
const NAME_INDEXES: readonly (readonly [string, string])[] = [
  ['doctors_state_first_last_idx', 'state_code, name_first_last, npi'],
  ['doctors_state_last_first_idx', 'state_code, name_last_first, npi'],
  ['doctors_first_last_idx', 'name_first_last, npi'],
  ['doctors_last_first_idx', 'name_last_first, npi'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of NAME_INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(name)} ON doctors (${sql.raw(columns)})`.execute(db);
  }
  await sql`ALTER TABLE doctors DROP COLUMN IF EXISTS surgical`.execute(db);
}
