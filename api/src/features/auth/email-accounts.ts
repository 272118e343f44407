/** Email sign-up (verify → create password) and email login. */
import { ERROR_MESSAGES, type AuthenticatedUser, type EmailLoginCheck } from '@journeys/shared/domain';
import type { createPasswordPayload } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { t, type Language } from '../../platform/i18n';
import type { Mailer } from '../../platform/mailer';
import { verificationMail } from './account-mail';
import { passwordProblem, weakPassword } from './password-policy';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { findCurrentUser } from './profiles';
import { createSession } from './sessions';
import { hashToken, newToken } from './tokens';
import { insertUser } from './users';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const INVALID_TOKEN = ERROR_MESSAGES.INVALID_VERIFICATION_TOKEN;
export const EMAIL_IN_USE = ERROR_MESSAGES.EMAIL_IN_USE;

export async function sendVerification(
  db: Db,
  mailer: Mailer,
  siteUrl: string,
  email: string,
  language: Language,
): Promise<{ message: string }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new AppError('EMAIL_IN_USE', EMAIL_IN_USE, { email: EMAIL_IN_USE });
  const token = newToken();
  await db
    .insertInto('email_verifications')
    .values({ email, token_hash: hashToken(token), expires_at: new Date(Date.now() + VERIFICATION_TTL_MS) })
    .execute();
  try {
    await mailer.send(verificationMail(email, siteUrl, token, language));
  } catch {
    throw new AppError('EMAIL_SEND_FAILED', ERROR_MESSAGES.EMAIL_SEND_FAILED);
  }
  return { message: t(language, 'auth.verificationSent', { email }) };
}

/** The email a usable (unused, unexpired) verification token was sent to. */
async function pendingVerificationEmail(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_verifications')
    .select('email')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.email;
}

export async function isVerificationValid(db: Db, token: string): Promise<boolean> {
  return (await pendingVerificationEmail(db, token)) !== undefined;
}

export type CreatePasswordInput = z.output<typeof createPasswordPayload>;

export async function createPasswordAccount(
  db: Kysely<Database>,
  input: CreatePasswordInput,
  language: Language,
): Promise<AuthenticatedUser> {
  // Checked before the token is consumed, so a refused password leaves the link usable.
  const email = await pendingVerificationEmail(db, input.token);
  if (email === undefined) throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_TOKEN);
  const problem = passwordProblem(input.password, { email, username: input.username });
  if (problem) throw weakPassword(problem, 'password');
  // Hash outside the transaction: argon2 is deliberately slow and PGlite has one connection.
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    // Consuming the token is the single-use guard: two racing requests cannot both update it.
    const consumed = await trx
      .updateTable('email_verifications')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('email')
      .executeTakeFirst();
    if (!consumed) throw new AppError('INVALID_VERIFICATION_TOKEN', INVALID_TOKEN);
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', consumed.email)
      .executeTakeFirst();
    if (taken) throw new AppError('EMAIL_IN_USE', EMAIL_IN_USE, { email: EMAIL_IN_USE });
    const userId = await insertUser(trx, {
      username: input.username,
      email: consumed.email,
      password_hash: passwordHash,
      background: input.background,
      language,
    });
    const token = await createSession(trx, userId);
    const user = await findCurrentUser(trx, userId);
    if (!user) throw new Error('New user vanished inside its own transaction');
    return { ...user, token };
  });
}

/** The answer to send, and whose account it opened (null when it opened none). */
export interface EmailLoginOutcome {
  check: EmailLoginCheck;
  userId: number | null;
}

const REFUSED: EmailLoginOutcome = { check: { isValid: false, token: null }, userId: null };

/**
 * A wrong email and a wrong password get the same answer after the same argon2 work: an email
 * without a password (unknown, or a Facebook member) is checked against a dummy hash.
 */
export async function emailLogin(db: Db, email: string, password: string): Promise<EmailLoginOutcome> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user?.password_hash) {
    await burnPasswordCheck(password);
    return REFUSED;
  }
  if (!(await verifyPassword(user.password_hash, password))) return REFUSED;
  return { check: { isValid: true, token: await createSession(db, user.id) }, userId: user.id };
}
