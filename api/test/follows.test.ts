/** Following surgeries: the follows routes, and the in-app notification a followed update causes. */
import type { Follows, NotificationPage } from '@journeys/shared/domain';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { memberPerTest, testAppPerSuite } from './helpers/per-suite';
import { createReview, postUpdate } from './helpers/writes';

const UPDATE = { symptom: 6, rating: 4, description: 'Walking without crutches now' };

describe.each(BACKENDS)('follows (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerTest(t);
  const alice = memberPerTest(t);
  const bob = memberPerTest(t);

  const follow = (m: Member, id: number | string) =>
    t.app.inject({ method: 'PUT', url: `/follows/${id}`, headers: m.auth });
  const unfollow = (m: Member, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/follows/${id}`, headers: m.auth });
  const followed = async (m: Member) =>
    json<Follows>(await t.app.inject({ method: 'GET', url: '/follows', headers: m.auth })).reviewIds;
  const notificationsOf = async (m: Member) =>
    json<NotificationPage>(await t.app.inject({ method: 'GET', url: '/notifications', headers: m.auth }))
      .notifications;

  it('follows and unfollows, idempotently, newest follow first', async () => {
    const first = await createReview(t, owner);
    const second = await createReview(t, owner);
    expect((await follow(alice, first.id)).statusCode).toBe(204);
    expect((await follow(alice, first.id)).statusCode).toBe(204);
    expect((await follow(alice, second.id)).statusCode).toBe(204);
    expect(await followed(alice)).toEqual([second.id, first.id]);
    expect((await unfollow(alice, first.id)).statusCode).toBe(204);
    expect((await unfollow(alice, first.id)).statusCode).toBe(204);
    expect(await followed(alice)).toEqual([second.id]);
    expect(await followed(bob)).toEqual([]);
  });

  it('treats your own surgery as followed without storing it', async () => {
    const review = await createReview(t, owner);
    expect((await follow(owner, review.id)).statusCode).toBe(204);
    expect(await followed(owner)).toEqual([]);
  });

  it('refuses visitors, unknown surgeries and bad ids with clear 4xx answers', async () => {
    const review = await createReview(t, owner);
    expect((await t.app.inject({ method: 'PUT', url: `/follows/${review.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/follows' })).statusCode).toBe(401);
    const missing = await follow(alice, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await unfollow(alice, 99_999_999)).statusCode).toBe(404);
    const bad = await follow(alice, 'abc');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a surgery the member may not see (moderated), as for an unknown one', async () => {
    const review = await createReview(t, owner);
    await t.database.db
      .updateTable('reviews')
      .set({ moderation_status: 'hidden' })
      .where('id', '=', review.id)
      .execute();
    expect((await follow(alice, review.id)).statusCode).toBe(404);
    expect((await follow(owner, review.id)).statusCode).toBe(204);
  });

  it('notifies each follower of a new update, never the author or a non-follower', async () => {
    const review = await createReview(t, owner);
    await follow(alice, review.id);
    await follow(bob, review.id);
    await unfollow(bob, review.id);
    const update = await postUpdate(t.app, owner, review.id, UPDATE);

    const [n, ...rest] = await notificationsOf(alice);
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      kind: 'followed_update',
      reviewId: review.id,
      updateId: update.id,
      sourceCommentId: null,
      commentId: null,
      text: UPDATE.description,
      isRead: false,
    });
    expect(n?.patient).toMatchObject({ id: owner.id, username: owner.username });
    expect(await notificationsOf(bob)).toEqual([]);
    expect(await notificationsOf(owner)).toEqual([]);
  });

  it('forgets follows and their notifications with the surgery', async () => {
    const review = await createReview(t, owner);
    await follow(alice, review.id);
    await postUpdate(t.app, owner, review.id, UPDATE);
    const del = await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(204);
    expect(await followed(alice)).toEqual([]);
    expect(await notificationsOf(alice)).toEqual([]);
  });
});
