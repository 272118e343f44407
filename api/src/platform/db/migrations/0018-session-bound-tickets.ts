import { sql, type Kysely } from 'kysely';

/**
 * A stream ticket belongs to the session that took it, so ending the session refuses its tickets
 * at once (docs/security.md §2). Tickets live a minute: the ones issued before this migration are
 * dropped rather than given a session they cannot be traced to.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM stream_tickets`.execute(db);
  await sql`
    ALTER TABLE stream_tickets
      ADD COLUMN session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE
  `.execute(db);
  await sql`CREATE INDEX stream_tickets_session_idx ON stream_tickets (session_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE stream_tickets DROP COLUMN IF EXISTS session_id`.execute(db);
}
