import { sql, type Kysely } from 'kysely';

/**
 * Idempotency-Key records of the create routes (POST /review, /review/update, /comment). A key
 * belongs to one member and one route. The row is inserted first, in the same transaction as the
 * rows the request creates, so a concurrent request with the same key waits on the primary key
 * and then replays the committed answer instead of creating a second row. status_code and
 * response_body are filled before that transaction commits, so no other request sees them null.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      route text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code integer,
      response_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, route, key)
    )
  `.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS idempotency_keys`.execute(db);
}
