import { sql, type Kysely } from 'kysely';

/**
 * Browsers a member has logged in from (docs/security.md §9): a log-in that presents one of them
 * is exempt from the per-account backoff, so a stranger who knows the email cannot lock the owner
 * out. Only the SHA-256 of the cookie's token is stored; the rows go with the member's sessions.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE login_devices (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX login_devices_user_idx ON login_devices (user_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_devices`.execute(db);
}
