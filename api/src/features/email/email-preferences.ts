/** Which kinds of email a member wants; no row means the defaults. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { EMAIL_KINDS, type EmailKind } from './email-kinds';
import type { Language } from '../../platform/i18n';

export type EmailPreferences = Record<EmailKind, boolean>;

/** Replies and reminders matter to most members; a digest is opt-in. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  replies: true,
  comments: true,
  followed: true,
  reminders: true,
  help: true,
  digest: false,
};

export async function getEmailPreferences(db: Kysely<Database>, userId: number): Promise<EmailPreferences> {
  const row = await db
    .selectFrom('email_preferences')
    .select([...EMAIL_KINDS])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

/** Applies a partial change in one statement, so two concurrent changes of different kinds both stick. */
export async function updateEmailPreferences(
  db: Kysely<Database>,
  userId: number,
  change: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  return db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...DEFAULT_EMAIL_PREFERENCES, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: new Date() }))
    .returning([...EMAIL_KINDS])
    .executeTakeFirstOrThrow();
}

/** The member's address and name when they have one and want that kind of email; else null. */
export async function emailRecipient(
  db: Kysely<Database>,
  userId: number,
  kind: EmailKind,
): Promise<{ email: string; username: string; language: Language } | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('email_preferences', 'email_preferences.user_id', 'users.id')
    .select(['users.email', 'users.username', 'users.language', `email_preferences.${kind} as wanted`])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row?.email || !(row.wanted ?? DEFAULT_EMAIL_PREFERENCES[kind])) return null;
  return { email: row.email, username: row.username, language: row.language };
}

/** True when the member has an email address and has that kind on. */
export async function wantsEmail(db: Kysely<Database>, userId: number, kind: EmailKind): Promise<boolean> {
  return (await emailRecipient(db, userId, kind)) !== null;
}
