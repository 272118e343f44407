/**
 * Per-account login throttling, on top of the per-IP rate limit: after FREE_ATTEMPTS attempts
 * on one email, each next attempt waits a doubling delay, capped at MAX_DELAY_MS, so a guesser
 * spread over many addresses gets a few tries an hour while the real owner is only slowed.
 * Every email is throttled alike, member or not, so a 429 says nothing about who has an account.
 * The state is in PostgreSQL so that every API instance counts the same attempts.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export const FREE_ATTEMPTS = 5;
export const FIRST_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A streak is forgotten this long after its last wait ended without a new attempt. */
export const STREAK_MS = 15 * 60_000;

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait imposed after the `attempts`-th attempt of a streak. */
export function delayAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (attempts - FREE_ATTEMPTS), MAX_DELAY_MS);
}

function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Counts an attempt before its password is checked, under a row lock: concurrent guesses, on
 * one instance or several, cannot all slip through before the first failure is recorded.
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<LoginAttempt> {
  const key = emailKey(email);
  const attempt = await db.transaction().execute(async (trx): Promise<LoginAttempt> => {
    // The no-op update on conflict takes the row lock (DO NOTHING would not), so neither a
    // concurrent attempt nor another instance's sweep can change the row until we commit.
    const row = await trx
      .insertInto('login_throttle')
      .values({ email_hash: key, attempts: 0, blocked_until: now, forget_at: now })
      .onConflict((oc) =>
        oc.column('email_hash').doUpdateSet((eb) => ({ attempts: eb.ref('login_throttle.attempts') })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const stale = new Date(row.forget_at) <= now;
    const blockedFor = new Date(row.blocked_until).getTime() - now.getTime();
    if (!stale && blockedFor > 0) return { allowed: false, retryAfterSeconds: Math.ceil(blockedFor / 1000) };
    const attempts = (stale ? 0 : row.attempts) + 1;
    const blockedUntil = new Date(now.getTime() + delayAfter(attempts));
    await trx
      .updateTable('login_throttle')
      .set({ attempts, blocked_until: blockedUntil, forget_at: new Date(blockedUntil.getTime() + STREAK_MS) })
      .where('email_hash', '=', key)
      .execute();
    return { allowed: true };
  });
  await forgetStaleStreaks(db, now);
  return attempt;
}

/** A successful login ends the streak. */
export async function clearLoginAttempts(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('email_hash', '=', emailKey(email)).execute();
}

/** Rows a login holds are skipped, not waited for, so two instances sweeping never deadlock. */
async function forgetStaleStreaks(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('email_hash', 'in', (eb) =>
      eb
        .selectFrom('login_throttle')
        .select('email_hash')
        .where('forget_at', '<', now)
        .limit(100)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}

/** What a throttled person reads: how long to wait, in words. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed log-in attempts for this email. Try again in ${wait}.`;
}
