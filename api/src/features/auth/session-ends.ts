/**
 * Telling every API instance that a member's sessions changed (docs/security.md §2): a NOTIFY on
 * `session_ends` with the member's id. Each instance holding streams of that member checks which
 * of their sessions are still live and ends the others. Sent inside the revoking transaction, it
 * is delivered only if that transaction commits, and only after it has.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';

export const SESSION_ENDS_CHANNEL = 'session_ends';

export async function announceSessionEnds(db: Db, userId: number): Promise<void> {
  await sql`select pg_notify(${SESSION_ENDS_CHANNEL}, ${String(userId)})`.execute(db);
}
