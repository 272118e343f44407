/** Accounts as moderation tests need them: old enough to post links and photos at once, or moderators. */
import { changeRole } from '../../src/features/moderation/roles';
import { memberPerSuite } from './per-suite';
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

/**
 * A moderation suite's people, made before its tests: a post's owner and a reader, both with old
 * accounts, and a moderator; and the requests they make (`who` absent: a visitor).
 */
export function moderationCast(t: TestApp) {
  const owner = memberPerSuite(t);
  const reader = memberPerSuite(t);
  const moderator = memberPerSuite(t);
  beforeAll(async () => {
    await ageAccount(t, owner);
    await ageAccount(t, reader);
    await makeModerator(t, moderator);
  });
  return {
    owner,
    reader,
    moderator,
    get: (url: string, who?: Member) => t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} }),
    report: (who: Member, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/reports', headers: who.auth, payload }),
    /** A moderator's action on an item (POST /moderation/items/{type}/{id}/actions). */
    act: (type: string, id: number, payload: Record<string, unknown>, who: Member = moderator) =>
      t.app.inject({
        method: 'POST',
        url: `/moderation/items/${type}/${id}/actions`,
        headers: who.auth,
        payload,
      }),
  };
}
