import { sql, type Kysely } from 'kysely';

/**
 * A member edits and deletes their own comments. edited_at marks an edited comment; deleted_at
 * marks a deleted one that keeps its row (text emptied) because replies hang under it, so the
 * thread holds. A deleted comment without replies is removed outright and needs no mark.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE comments ADD COLUMN edited_at timestamptz, ADD COLUMN deleted_at timestamptz`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE comments DROP COLUMN IF EXISTS edited_at, DROP COLUMN IF EXISTS deleted_at`.execute(
    db,
  );
}
