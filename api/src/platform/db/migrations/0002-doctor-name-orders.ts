import { sql, type Kysely } from 'kysely';

/**
 * Doctor search as index range scans that stop at LIMIT (replacing a trigram match that sorted
 * every hit): each name order gets its own column, so 'john smi' and 'smith j' are both plain
 * prefixes. The columns are generated from first/last name, so every writer (importer, seed,
 * tests, bench) fills them without knowing they exist.
 *
 * COLLATE "C" on purpose: byte order lets one ordinary btree answer both `LIKE 'prefix%'` and
 * `ORDER BY` (a text_pattern_ops index cannot serve ORDER BY, and under a libc locale such as
 * C.UTF-8 the default opclass cannot serve LIKE). The trailing npi makes the order total, so
 * pages are stable and no sort step is needed.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Rewriting millions of rows outlasts the pool's per-request statement_timeout; the migration
  // runs in its own transaction, so this lifts the limit for it alone.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  // Same normalisation as the importer's searchName(): lower case, single spaces.
  const norm = (a: string, b: string) =>
    sql.raw(`lower(regexp_replace(btrim(${a}) || ' ' || btrim(${b}), '[[:space:]]+', ' ', 'g'))`);
  await sql`
    ALTER TABLE doctors
      ADD COLUMN name_first_last text COLLATE "C" GENERATED ALWAYS AS (${norm('first_name', 'last_name')}) STORED,
      ADD COLUMN name_last_first text COLLATE "C" GENERATED ALWAYS AS (${norm('last_name', 'first_name')}) STORED
  `.execute(db);
  await sql`CREATE INDEX doctors_state_first_last_idx ON doctors (state_code, name_first_last, npi)`.execute(
    db,
  );
  await sql`CREATE INDEX doctors_state_last_first_idx ON doctors (state_code, name_last_first, npi)`.execute(
    db,
  );
  await sql`CREATE INDEX doctors_first_last_idx ON doctors (name_first_last, npi)`.execute(db);
  await sql`CREATE INDEX doctors_last_first_idx ON doctors (name_last_first, npi)`.execute(db);
  // The prefix indexes on search_name are superseded; its trigram index stays for fuzzy matches.
  await sql`DROP INDEX IF EXISTS doctors_state_search_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS doctors_search_prefix_idx`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS doctors_state_search_idx ON doctors (state_code, search_name text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS doctors_search_prefix_idx ON doctors (search_name text_pattern_ops)`.execute(
    db,
  );
  await sql`ALTER TABLE doctors DROP COLUMN IF EXISTS name_first_last, DROP COLUMN IF EXISTS name_last_first`.execute(
    db,
  );
}
