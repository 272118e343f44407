/**
 * Forgot password: a single-use link (token stored as SHA-256) valid 30 minutes. Asking again
 * retires older unused links. Using one sets the password (also for a Facebook-only member, who
 * thereby gains one), signs in, and ends every other session of the member.
 */
import { ERROR_MESSAGES, type EmailLoginCheck } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { passwordChangedMail, resetPasswordMail } from './account-mail';
import type { Db } from '../../platform/db/db-types';
import type { Mailer, MailMessage } from '../../platform/mailer';
import { passwordProblem, weakPassword } from './password-policy';
import { hashPassword } from './passwords';
import { issueLoginDevice } from './login-devices';
import { createSession, revokeOtherSessions } from './sessions';
import { hashToken, newToken } from './tokens';

export const RESET_TTL_MS = 30 * 60 * 1000;
/** Links one email can be sent per hour, whoever asks: a mailbox is not a free spam target. */
export const RESETS_PER_EMAIL_PER_HOUR = 3;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we sent a link to reset your password.';

export interface MailContext {
  mailer: Mailer;
  siteUrl: string;
  now: Date;
  /** Mail goes out after the answer: how long SMTP takes must not tell whether the account exists. */
  onMailError: (err: unknown) => void;
}

export function sendInBackground(
  ctx: Pick<MailContext, 'mailer' | 'onMailError'>,
  message: MailMessage,
): void {
  ctx.mailer.send(message).catch(ctx.onMailError);
}

export async function requestPasswordReset(
  db: Db,
  ctx: MailContext,
  email: string,
): Promise<{ message: string }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (user?.email) {
    const hourAgo = new Date(ctx.now.getTime() - 60 * 60 * 1000);
    const recent = await db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) < RESETS_PER_EMAIL_PER_HOUR) {
      const token = newToken();
      await db
        .updateTable('password_resets')
        .set({ used_at: ctx.now })
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          created_at: ctx.now,
          expires_at: new Date(ctx.now.getTime() + RESET_TTL_MS),
        })
        .execute();
      sendInBackground(ctx, resetPasswordMail(user.email, ctx.siteUrl, token, user.language));
    }
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** The member and email of a usable (unused, unexpired) reset token. */
async function pendingReset(db: Db, token: string, now: Date) {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.email', 'u.username', 'u.language'])
    .where('r.token_hash', '=', hashToken(token))
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now)
    .executeTakeFirst();
}

export async function isResetTokenValid(db: Db, token: string, now: Date): Promise<boolean> {
  return (await pendingReset(db, token, now)) !== undefined;
}

const invalidToken = () => new AppError('RESET_TOKEN_INVALID', ERROR_MESSAGES.RESET_TOKEN_INVALID);

/** The new session's answer, and the device token of the browser that reset (a log-in too). */
export interface ResetOutcome {
  check: EmailLoginCheck;
  device: string;
}

export async function resetPassword(
  db: Kysely<Database>,
  ctx: MailContext,
  input: { token: string; password: string; userAgent?: string },
): Promise<ResetOutcome> {
  // Checked before the token is consumed, so a refused password leaves the link usable.
  const pending = await pendingReset(db, input.token, ctx.now);
  if (!pending) throw invalidToken();
  const problem = passwordProblem(input.password, { email: pending.email ?? '', username: pending.username });
  if (problem) throw weakPassword(problem, 'password');
  // Hash outside the transaction: argon2 is deliberately slow and PGlite has one connection.
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction().execute(async (trx) => {
    // The conditional UPDATE is the single-use guard: two racing requests cannot both use it.
    const consumed = await trx
      .updateTable('password_resets')
      .set({ used_at: ctx.now })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', ctx.now)
      .returning('user_id')
      .executeTakeFirst();
    if (!consumed) throw invalidToken();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', consumed.user_id)
      .execute();
    await revokeOtherSessions(trx, consumed.user_id, { session: null, device: null });
    const token = await createSession(trx, consumed.user_id, input.userAgent);
    const device = await issueLoginDevice(trx, consumed.user_id, ctx.now);
    return { token, device, email: pending.email, language: pending.language };
  });
  if (result.email) sendInBackground(ctx, passwordChangedMail(result.email, result.language));
  return { check: { isValid: true, token: result.token }, device: result.device };
}
