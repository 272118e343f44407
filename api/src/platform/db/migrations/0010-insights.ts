import { sql, type Kysely } from 'kysely';

/**
 * Recovery insights read all observations of every journey of a procedure (the
 * journeys themselves come from review_procedures_type_idx of 0009-search). Updates by review
 * with symptom and rating included let those observations come from an index-only scan instead
 * of one heap visit per update. The key is that of updates_review_idx, which this replaces: the
 * feed's updates-by-review reads use it just as well, and an update has one index less to write.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX updates_review_observations_idx ON updates (review_id, created_at, id) INCLUDE (symptom, rating)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS updates_review_idx`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS updates_review_idx ON updates (review_id, created_at, id)`.execute(db);
  await sql`DROP INDEX IF EXISTS updates_review_observations_idx`.execute(db);
}
