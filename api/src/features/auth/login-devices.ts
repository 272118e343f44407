/**
 * Browsers a member has logged in from (docs/security.md §9). A successful log-in leaves a device
 * token in an HttpOnly cookie; a later log-in to the same account that presents it skips the
 * per-account backoff, which a stranger who knows the email can otherwise keep the owner under.
 * Tokens are random, stored as SHA-256 like session tokens, valid 90 days, and revoked whenever
 * the member's other sessions are (features/auth/sessions.ts).
 */
import type { Db } from '../../platform/db/db-types';
import { hashToken, newToken } from './tokens';

export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** A new device token for `userId`; the member's expired ones go in the same call. */
export async function issueLoginDevice(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.deleteFrom('login_devices').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('login_devices')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + DEVICE_TTL_MS),
    })
    .execute();
  return token;
}

/** Whether `token` is a live device token of the account with this email. */
export async function isKnownDevice(db: Db, token: string, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('login_devices')
    .innerJoin('users', 'users.id', 'login_devices.user_id')
    .select('login_devices.id')
    .where('login_devices.token_hash', '=', hashToken(token))
    .where('login_devices.expires_at', '>', now)
    .where('users.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every device token of the member but `keepToken`'s (null: every one). */
export async function revokeLoginDevices(db: Db, userId: number, keepToken: string | null): Promise<void> {
  let query = db.deleteFrom('login_devices').where('user_id', '=', userId);
  if (keepToken !== null) query = query.where('token_hash', '<>', hashToken(keepToken));
  await query.execute();
}
