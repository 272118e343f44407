import { sql, type Kysely } from 'kysely';

/**
 * One-time tickets that open a member's notification stream (EventSource cannot send a bearer
 * header, and a session token in a URL ends up in logs and browser history). In the database,
 * not in memory, so a ticket issued by one API instance opens a stream on any other. Only the
 * SHA-256 of a ticket is stored.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE stream_tickets (
      ticket_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  // Expired tickets are swept by expiry whenever a new one is issued.
  await sql`CREATE INDEX stream_tickets_expires_at_idx ON stream_tickets (expires_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS stream_tickets`.execute(db);
}
