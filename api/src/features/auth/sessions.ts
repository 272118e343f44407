/**
 * Bearer sessions: create on login/sign-up, resolve on each request, revoke on logout. Every
 * revocation is announced to all instances, which close the ended sessions' streams, and removes
 * the push subscriptions the ended sessions made: a device logged out gets no more pushes.
 */
import { sql } from 'kysely';
import { hashToken, newToken } from './tokens';
import type { Db } from '../../platform/db/db-types';
import { revokeLoginDevices } from './login-devices';
import { announceSessionEnds } from './session-ends';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** How often a used session's last_seen_at is written: the sessions list needs minutes, not requests. */
const LAST_SEEN_EVERY_MS = 60_000;
/** A User-Agent longer than this is cut: it is only shown as device and browser. */
const USER_AGENT_MAX = 512;

export async function createSession(db: Db, userId: number, userAgent?: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
      user_agent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      last_seen_at: userAgent === undefined ? null : new Date(),
    })
    .execute();
  return token;
}

export interface SessionUse {
  userAgent?: string;
  now: Date;
}

export interface LiveSession {
  id: number;
  userId: number;
}

/**
 * The live session a token belongs to. With `use`, the session also records the browser and when
 * it was last seen — one extra UPDATE at most once a minute per session.
 */
export async function sessionForToken(db: Db, token: string, use?: SessionUse): Promise<LiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'user_agent'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  if (use) {
    const userAgent = use.userAgent?.slice(0, USER_AGENT_MAX) ?? row.user_agent;
    const stale = !row.last_seen_at || use.now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_EVERY_MS;
    if (stale || userAgent !== row.user_agent) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: use.now, user_agent: userAgent })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return { id: row.id, userId: row.user_id };
}

/** Which of `ids` are sessions still live: neither revoked, expired nor erased with their member. */
export async function liveSessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The devices that subscribed to push through these sessions stop getting pushes. */
async function forgetPushDevices(db: Db, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .deleteFrom('push_subscriptions')
    .where('session_id', 'in', [...sessionIds])
    .execute();
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  if (!row) return;
  await forgetPushDevices(db, [row.id]);
  await announceSessionEnds(db, row.user_id);
}

/** What survives a revocation: the caller's own session and browser, when it has them. */
export interface KeepOnRevoke {
  session: string | null;
  /** The caller's device cookie (features/auth/login-devices.ts). */
  device: string | null;
}

/**
 * Every other live session of the member ends (password reset or change, 'Sign out everywhere
 * else'); with nothing kept, every session (a reset, a suspension). The browsers the member
 * logged in from lose their exemption from the log-in backoff with them.
 */
export async function revokeOtherSessions(db: Db, userId: number, keep: KeepOnRevoke): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep.session !== null) query = query.where('token_hash', '<>', hashToken(keep.session));
  const ended = await query.returning('id').execute();
  await forgetPushDevices(
    db,
    ended.map((session) => session.id),
  );
  await revokeLoginDevices(db, userId, keep.device);
  if (ended.length > 0) await announceSessionEnds(db, userId);
}

export interface LiveSessionRow {
  id: number;
  user_agent: string | null;
  last_seen_at: Date | null;
  created_at: Date;
  current: boolean;
}

/** The member's live sessions, most recently used first. */
export async function liveSessions(
  db: Db,
  userId: number,
  currentToken: string | null,
): Promise<LiveSessionRow[]> {
  const currentHash = currentToken === null ? null : hashToken(currentToken);
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'last_seen_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy(sql`coalesce(last_seen_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ token_hash, ...row }) => ({ ...row, current: token_hash === currentHash }));
}

/** Ends one of the member's own sessions; false when the id is not a live session of theirs. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await forgetPushDevices(db, [row.id]);
  await announceSessionEnds(db, userId);
  return true;
}
