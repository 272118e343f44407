/** Accounts as moderation tests need them: old enough to post links and photos at once, or moderators. */
import { changeRole } from '../../src/features/moderation/roles';
import type { Member, TestApp } from './test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An account old enough that its links and photos are not held for a moderator. */
export async function ageAccount(t: TestApp, member: Member): Promise<void> {
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 30 * DAY_MS) })
    .where('id', '=', member.id)
    .execute();
}

export async function makeModerator(t: TestApp, member: Member): Promise<void> {
  await changeRole(t.database.db, 'grant', `${member.username.toLowerCase()}@example.com`, 'test');
}
