import { sql, type Kysely } from 'kysely';

/**
 * Member email (docs/architecture.md §10): per-member choices of which kinds to receive (no row
 * = the defaults), and one row per email idempotency key. A delivery claims its key before
 * sending and marks it sent after, so a retried or duplicated job never sends twice; a claim
 * left by a worker that died is taken over once it is older than the job expiry. The job
 * queue's own tables are pg-boss's, installed by pg-boss itself in the `pgboss` schema.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_preferences (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      comments boolean NOT NULL,
      followed boolean NOT NULL,
      reminders boolean NOT NULL,
      digest boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE email_deliveries (
      idempotency_key text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('comments', 'followed', 'reminders', 'digest')),
      claim_token uuid NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX email_deliveries_user_idx ON email_deliveries (user_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_deliveries`.execute(db);
  await sql`DROP TABLE IF EXISTS email_preferences`.execute(db);
}
