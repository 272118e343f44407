/**
 * A caregiver adds updates to the journey they help with (docs/product.md §10): the update names them
 * ('Posted by Maria for Kate'), followers hear of it, the owner is told in the app, and the audit log
 * records it. Editing or deleting the surgery and its updates stays the owner's; a helper of the
 * calendar or a stranger posts nothing. The calendar rows are written straight in the database: the invitation routes
 * belong to the help feature and are tested there.
 */
import type { ModerationItem, NotificationPage, ReviewPage, Update } from '@journeys/shared/domain';
import { BACKENDS, json, type Member, type TestApp } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { createReview, editReview, postUpdate } from './helpers/writes';

async function makeMember(t: TestApp, userId: number, reviewId: number, role: 'caregiver' | 'helper') {
  await t.database.db
    .insertInto('help_members')
    .values({ review_id: reviewId, user_id: userId, role })
    .execute();
}

describe.each(BACKENDS)('caregivers posting updates (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t, 'kate');
  const caregiver = memberPerSuite(t, 'maria');
  const helper = memberPerSuite(t);
  const stranger = memberPerSuite(t);
  const follower = memberPerSuite(t);
  let reviewId = 0;

  beforeAll(async () => {
    reviewId = (await createReview(t, owner)).id;
    await t.database.db
      .insertInto('help_calendars')
      .values({ review_id: reviewId, time_zone: 'UTC' })
      .execute();
    await makeMember(t, caregiver.id, reviewId, 'caregiver');
    await makeMember(t, helper.id, reviewId, 'helper');
    const follow = await t.app.inject({ method: 'PUT', url: `/follows/${reviewId}`, headers: follower.auth });
    expect(follow.statusCode).toBe(204);
  });

  const post = (who: Member | null, description = 'Kate walked to the mailbox today') =>
    t.app.inject({
      method: 'POST',
      url: '/review/update',
      headers: who?.auth ?? {},
      payload: { id: reviewId, symptom: 4, description },
    });

  it('answers 201 with postedBy, and every read of the update names the caregiver', async () => {
    const res = await post(caregiver);
    expect(res.statusCode).toBe(201);
    const update = json<Update>(res);
    expect(update.postedBy).toEqual({ id: caregiver.id, username: 'maria' });

    const one = json<Update>(await t.app.inject({ method: 'GET', url: `/updates/${update.id}` }));
    expect(one.postedBy).toEqual({ id: caregiver.id, username: 'maria' });

    const page = json<ReviewPage>(await t.app.inject({ method: 'GET', url: `/reviews?surgery=${reviewId}` }));
    const card = page.reviews.find((r) => r.id === reviewId);
    expect(card?.patient?.username).toBe('kate');
    expect(card?.updates.find((u) => u.id === update.id)?.postedBy).toEqual({
      id: caregiver.id,
      username: 'maria',
    });
  });

  it("leaves the owner's own updates without postedBy", async () => {
    const update = await postUpdate(t.app, owner, reviewId, { symptom: 5, description: 'Mine' });
    expect(update.postedBy).toBeNull();
    const page = json<ReviewPage>(await t.app.inject({ method: 'GET', url: `/reviews?surgery=${reviewId}` }));
    const card = page.reviews.find((r) => r.id === reviewId);
    expect(card?.updates.find((u) => u.id === update.id)?.postedBy).toBeNull();
  });

  it('notifies the followers as an update of the owner does, with the caregiver as the actor', async () => {
    const update = json<Update>(await post(caregiver, 'Follower news'));
    const page = json<NotificationPage>(
      await t.app.inject({ method: 'GET', url: '/notifications', headers: follower.auth }),
    );
    const n = page.notifications.find((x) => x.kind === 'followed_update' && x.updateId === update.id);
    expect(n).toBeDefined();
    expect(n?.patient?.username).toBe('maria');
  });

  it('tells the owner, in the app, that the caregiver posted for them; never for their own update', async () => {
    const notices = async () =>
      json<NotificationPage>(
        await t.app.inject({ method: 'GET', url: '/notifications', headers: owner.auth }),
      ).notifications;
    const update = json<Update>(await post(caregiver, 'Posted for Kate'));
    const forOwner = (await notices()).filter((x) => x.updateId === update.id);
    expect(forOwner).toEqual([
      expect.objectContaining({
        kind: 'caregiver_update',
        reviewId,
        text: 'Posted for Kate',
        isRead: false,
        patient: expect.objectContaining({ username: 'maria' }),
      }),
    ]);
    const own = await postUpdate(t.app, owner, reviewId, { symptom: 5, description: 'My own words' });
    expect((await notices()).filter((x) => x.updateId === own.id)).toEqual([]);
  });

  it('writes one caregiver_post_update audit row with a fixed reason and no update text', async () => {
    const update = json<Update>(await post(caregiver, 'Secret place: 12 Elm Street'));
    const rows = await t.database.db
      .selectFrom('moderation_audit')
      .selectAll()
      .where('item_type', '=', 'update')
      .where('item_id', '=', update.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'caregiver_post_update',
        moderator_id: caregiver.id,
        moderator: 'maria',
        target_user_id: owner.id,
        reason: 'Posted an update for the owner',
      }),
    ]);
    expect(rows[0]?.reason).not.toContain('Elm');
  });

  it("shows moderators the caregiver's action in the update's audit log, not in the owner's record", async () => {
    const moderator = await t.member();
    await t.database.db
      .updateTable('users')
      .set({ role: 'moderator' })
      .where('id', '=', moderator.id)
      .execute();
    const update = json<Update>(await post(caregiver, 'For the audit log'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/moderation/items/update/${update.id}`,
      headers: moderator.auth,
    });
    expect(res.statusCode).toBe(200);
    const item = json<ModerationItem>(res);
    expect(item.audit).toEqual([
      expect.objectContaining({ action: 'caregiver_post_update', moderator: 'maria' }),
    ]);
    expect(item.author.earlierActions).toEqual([]);
    // The caregiver wrote it: a moderator's hide or suspension falls on them, not on the owner.
    expect(item.author.profile?.id).toBe(caregiver.id);
  });

  it('writes no audit row for the owner posting', async () => {
    const update = await postUpdate(t.app, owner, reviewId, { symptom: 5, description: 'Owner' });
    const rows = await t.database.db
      .selectFrom('moderation_audit')
      .select('id')
      .where('item_type', '=', 'update')
      .where('item_id', '=', update.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a helper of the calendar, a stranger and a visitor, and writes nothing', async () => {
    const before = await t.database.db
      .selectFrom('updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('review_id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect((await post(helper)).statusCode).toBe(403);
    expect((await post(stranger)).statusCode).toBe(403);
    expect((await post(null)).statusCode).toBe(401);
    const after = await t.database.db
      .selectFrom('updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('review_id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps the surgery and its updates the owner’s to edit and delete', async () => {
    const update = json<Update>(await post(caregiver, 'To be edited'));
    const cases = [
      await editReview(t, caregiver, { id: reviewId }),
      await t.app.inject({ method: 'DELETE', url: `/review/${reviewId}`, headers: caregiver.auth }),
      await t.app.inject({
        method: 'PUT',
        url: `/update/${update.id}`,
        headers: caregiver.auth,
        payload: { symptom: 2, description: 'Changed by the caregiver' },
      }),
      await t.app.inject({ method: 'DELETE', url: `/update/${update.id}`, headers: caregiver.auth }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(
      json<Update>(await t.app.inject({ method: 'GET', url: `/updates/${update.id}` })).description,
    ).toBe('To be edited');

    // The owner may edit and delete what their caregiver posted; the update still names the caregiver.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/update/${update.id}`,
      headers: owner.auth,
      payload: { symptom: 3, description: 'Edited by Kate' },
    });
    expect(edited.statusCode).toBe(200);
    expect(json<Update>(edited)).toMatchObject({
      description: 'Edited by Kate',
      postedBy: { id: caregiver.id, username: 'maria' },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/update/${update.id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('applies a suspension to the caregiver as the writer', async () => {
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', caregiver.id)
      .execute();
    try {
      const res = await post(caregiver);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    } finally {
      await db.updateTable('users').set({ suspended_until: null }).where('id', '=', caregiver.id).execute();
    }
  });

  it('answers 404 to a caregiver once the surgery is hidden, as to any member', async () => {
    const db = t.database.db;
    await db.updateTable('reviews').set({ moderation_status: 'hidden' }).where('id', '=', reviewId).execute();
    try {
      expect((await post(caregiver)).statusCode).toBe(404);
    } finally {
      await db.updateTable('reviews').set({ moderation_status: null }).where('id', '=', reviewId).execute();
    }
  });

  it('refuses the caregiver once removed, and keeps what they posted named', async () => {
    const kept = json<Update>(await post(caregiver, 'Before removal'));
    await t.database.db
      .deleteFrom('help_members')
      .where('review_id', '=', reviewId)
      .where('user_id', '=', caregiver.id)
      .execute();
    expect((await post(caregiver)).statusCode).toBe(403);
    expect(json<Update>(await t.app.inject({ method: 'GET', url: `/updates/${kept.id}` })).postedBy).toEqual({
      id: caregiver.id,
      username: 'maria',
    });
  });
});
