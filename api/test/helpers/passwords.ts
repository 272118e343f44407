// Members who log in by email and password, written straight to the database (no sign-up mail),
// the password hashed as the API hashes it.
import { hashPassword } from '../../src/features/auth/passwords';
import type { TestApp } from './test-app';

/** A new member with `email` and `password`, named after the email's local part by default; its id. */
export async function addEmailMember(
  t: TestApp,
  email: string,
  password: string,
  username = email.split('@')[0] ?? 'member',
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('users')
    .values({ username, email, password_hash: await hashPassword(password), background: '#e0e0e0' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Gives an existing member (`t.member()` makes one without) a password to log in or confirm with. */
export async function givePassword(t: TestApp, userId: number, password: string): Promise<void> {
  await t.database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}
