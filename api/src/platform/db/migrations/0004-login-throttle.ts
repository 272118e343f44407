import { sql, type Kysely } from 'kysely';

/**
 * Per-account login throttling, shared by every API instance. One row per email that saw
 * attempts, whether or not an account has it (a row only for members would say who is one).
 * The key is a SHA-256 of the email, so the table keeps no address typed by a stranger.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE login_throttle (
      email_hash text PRIMARY KEY,
      attempts integer NOT NULL,
      blocked_until timestamptz NOT NULL,
      forget_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX login_throttle_forget_at_idx ON login_throttle (forget_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_throttle`.execute(db);
}
