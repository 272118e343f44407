/** Creating members; the one place that turns a username collision into the 409 the forms expect. */
import { sql } from 'kysely';
import { usernameTaken } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';

export interface NewUser {
  username: string;
  email?: string | null;
  password_hash?: string | null;
  facebook_user_id?: string | null;
  image?: string | null;
  background: string;
  /** The sign-up request's language (Accept-Language); the member's emails follow it. */
  language?: 'en' | 'es';
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  // Checked first for a clean message; the unique index on lower(username) still guards races.
  const clash = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', user.username.toLowerCase())
    .executeTakeFirst();
  if (clash) throw usernameTaken();
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}
