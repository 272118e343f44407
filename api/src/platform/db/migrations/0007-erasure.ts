import { sql, type Kysely } from 'kysely';

/**
 * Account erasure (docs/security.md §10): deleting a member deletes the users row, so what others
 * still need must outlive it. Comments keep their place in threads with user_id NULL ('Deleted
 * member') so replies keep their context; surgeries the member chose to keep stay anonymised the
 * same way. facebook_deletions records each Facebook data-deletion request so its status page can
 * answer later; it holds no trace of the member (no Facebook id, no user id).
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE comments ALTER COLUMN user_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE reviews ALTER COLUMN user_id DROP NOT NULL`.execute(db);
  await sql`
    CREATE TABLE facebook_deletions (
      id serial PRIMARY KEY,
      confirmation_code text NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('deleted', 'not_found')),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS facebook_deletions`.execute(db);
  // Rows of erased members cannot get an owner back; they go with the constraint's return.
  await sql`DELETE FROM comments WHERE user_id IS NULL`.execute(db);
  await sql`DELETE FROM reviews WHERE user_id IS NULL`.execute(db);
  await sql`ALTER TABLE comments ALTER COLUMN user_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE reviews ALTER COLUMN user_id SET NOT NULL`.execute(db);
}
