import { sql, type Kysely } from 'kysely';

/**
 * Account security: password reset links, email change links (both single-use, stored as
 * SHA-256 of the token), and what the sessions list shows: the User-Agent a session signed in
 * with and when it was last used.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE password_resets (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at)`.execute(db);
  await sql`
    CREATE TABLE email_changes (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      new_email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX email_changes_user_idx ON email_changes (user_id)`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN user_agent text, ADD COLUMN last_seen_at timestamptz`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS sessions_user_idx`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS user_agent, DROP COLUMN IF EXISTS last_seen_at`.execute(
    db,
  );
  await sql`DROP TABLE IF EXISTS email_changes`.execute(db);
  await sql`DROP TABLE IF EXISTS password_resets`.execute(db);
}
