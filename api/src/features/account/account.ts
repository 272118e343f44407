/** The account page: the member's own account, profile, password and email change. */
import { ERROR_MESSAGES, type CurrentUser } from '@journeys/shared/domain';
import type { z } from 'zod';
import type { accountSchema } from '@journeys/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { AppError, unauthorized, usernameTaken } from '../../platform/errors';
import {
  confirmEmailMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  sendInBackground,
  type MailContext,
  passwordProblem,
  weakPassword,
  hashPassword,
  verifyPassword,
  findCurrentUser,
  revokeOtherSessions,
  type KeepOnRevoke,
  hashToken,
  newToken,
} from '../auth';
import type { Db } from '../../platform/db/db-types';
import type { Language } from '../../platform/i18n';

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_SENT = 'Check your new address: open the link we sent there to finish the change.';
export const EMAIL_CHANGED = 'Your email address has been changed.';

/** GET /account with the member's language (the language of their emails). */
export type Account = z.infer<typeof accountSchema> & { language: Language };

export async function findAccount(db: Db, userId: number, now: Date): Promise<Account> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'background',
      'image',
      'password_hash',
      'facebook_user_id',
      'created_at',
      'language',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  const pending = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    background: row.background,
    image: row.image,
    hasPassword: row.password_hash !== null,
    facebookLinked: row.facebook_user_id !== null,
    pendingEmail: pending?.new_email ?? null,
    createdAt: row.created_at.toISOString(),
    language: row.language,
  };
}

/** PUT /account/language: the language of the member's emails from now on. */
export async function setAccountLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { username: string; background: string },
): Promise<CurrentUser> {
  // Checked first for a clean message; the unique index on lower(username) still guards races.
  const clash = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (clash) throw usernameTaken();
  await db
    .updateTable('users')
    .set({ username: input.username, background: input.background })
    .where('id', '=', userId)
    .execute();
  const user = await findCurrentUser(db, userId);
  if (!user) throw unauthorized();
  return user;
}

const wrongPassword = () =>
  new AppError('WRONG_PASSWORD', ERROR_MESSAGES.WRONG_PASSWORD, {
    currentPassword: ERROR_MESSAGES.WRONG_PASSWORD,
  });

/** Sets a new password; every other session ends, the current one stays signed in. */
export async function changePassword(
  db: Kysely<Database>,
  ctx: Pick<MailContext, 'mailer' | 'onMailError'>,
  userId: number,
  keep: KeepOnRevoke,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'username', 'password_hash', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  // A Facebook-only member has no current password to give; they add one through the reset link.
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw wrongPassword();
  }
  const problem = passwordProblem(input.newPassword, { email: user.email ?? '', username: user.username });
  if (problem) throw weakPassword(problem, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await revokeOtherSessions(trx, userId, keep);
  });
  if (user.email) sendInBackground(ctx, passwordChangedMail(user.email, user.language));
}

const emailInUse = () =>
  new AppError('EMAIL_IN_USE', ERROR_MESSAGES.EMAIL_IN_USE, { email: ERROR_MESSAGES.EMAIL_IN_USE });

async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined
  );
}

/** Sends the confirmation link to the new address and tells the old one; nothing changes yet. */
export async function requestEmailChange(
  db: Db,
  ctx: MailContext,
  userId: number,
  newEmail: string,
): Promise<{ message: string }> {
  if (await emailTaken(db, newEmail)) throw emailInUse();
  const user = await db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  const token = newToken();
  // One pending change at a time: an older link stops working.
  await db
    .updateTable('email_changes')
    .set({ used_at: ctx.now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: userId,
      new_email: newEmail,
      token_hash: hashToken(token),
      created_at: ctx.now,
      expires_at: new Date(ctx.now.getTime() + EMAIL_CHANGE_TTL_MS),
    })
    .execute();
  try {
    await ctx.mailer.send(confirmEmailMail(newEmail, ctx.siteUrl, token, user.language));
  } catch {
    throw new AppError('EMAIL_SEND_FAILED', ERROR_MESSAGES.EMAIL_SEND_FAILED);
  }
  if (user.email) sendInBackground(ctx, emailChangeNoticeMail(user.email, newEmail, user.language));
  return { message: EMAIL_CHANGE_SENT };
}

const invalidChangeToken = () =>
  new AppError('EMAIL_CHANGE_TOKEN_INVALID', ERROR_MESSAGES.EMAIL_CHANGE_TOKEN_INVALID);

/** Opens the link: the address changes if it is still free (checked again inside the transaction). */
export async function confirmEmailChange(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('email_changes')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'new_email'])
      .executeTakeFirst();
    if (!consumed) throw invalidChangeToken();
    if (await emailTaken(trx, consumed.new_email)) throw emailInUse();
    await trx
      .updateTable('users')
      .set({ email: consumed.new_email })
      .where('id', '=', consumed.user_id)
      .execute();
    return { message: EMAIL_CHANGED };
  });
}
