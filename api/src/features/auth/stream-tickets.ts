/**
 * One-time tickets that open a member's notification stream. EventSource cannot send a bearer
 * header, and a session token in a URL ends up in access logs, proxies and browser history; a
 * ticket there is worth little: it opens one stream, once, within a minute.
 *
 * Tickets live in the database (hashed like session tokens), so a ticket issued by one API
 * instance opens a stream on any other behind the same load balancer. Expiry uses the
 * database's clock, the one all instances share. A ticket belongs to the session that took it and
 * is refused once that session has ended, even within its minute (docs/security.md §2).
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { hashToken, newToken } from './tokens';

export const STREAM_TICKET_TTL_SECONDS = 60;

export interface StreamTicketOwner {
  userId: number;
  sessionId: number;
}

export async function issueStreamTicket(db: Db, { userId, sessionId }: StreamTicketOwner): Promise<string> {
  const ticket = newToken();
  // Expired tickets go in the same statement, so the table only ever holds a minute's worth.
  await db
    .with('expired', (qb) => qb.deleteFrom('stream_tickets').where('expires_at', '<=', sql<Date>`now()`))
    .insertInto('stream_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: userId,
      session_id: sessionId,
      expires_at: sql<Date>`now() + make_interval(secs => ${STREAM_TICKET_TTL_SECONDS})`,
    })
    .execute();
  return ticket;
}

/**
 * The ticket's member and session, deleting the ticket in the same statement: a second use finds
 * nothing. A ticket whose session has ended is refused (and stays until swept).
 */
export async function redeemStreamTicket(db: Db, ticket: string): Promise<StreamTicketOwner | null> {
  const row = await db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', hashToken(ticket))
    .where('expires_at', '>', sql<Date>`now()`)
    .where('session_id', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('sessions.id')
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`),
    )
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.session_id } : null;
}
