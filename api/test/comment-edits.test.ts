/** A member edits and deletes their own comments and replies; the thread, count and notifications follow. */
import type { Comment, Notification, NotificationPage, Review } from '@journeys/shared/domain';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { memberPerTest, testAppPerSuite } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

describe.each(BACKENDS)('own comments: edit and delete (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerTest(t);
  const alice = memberPerTest(t);
  const bob = memberPerTest(t);

  const edit = (m: Member | null, id: number, text: unknown) =>
    t.app.inject({ method: 'PUT', url: `/comment/${id}`, headers: m?.auth ?? {}, payload: { text } });
  const remove = (m: Member | null, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/comment/${id}`, headers: m?.auth ?? {} });
  const thread = async (reviewId: number) =>
    json<Comment[]>(await t.app.inject({ method: 'GET', url: `/comments/${reviewId}` }));
  const commentCount = async (reviewId: number) =>
    json<{ reviews: Review[] }>(await t.app.inject({ method: 'GET', url: `/reviews?surgery=${reviewId}` }))
      .reviews[0]?.commentCount;
  const notificationsOf = async (m: Member): Promise<Notification[]> =>
    json<NotificationPage>(await t.app.inject({ method: 'GET', url: '/notifications', headers: m.auth }))
      .notifications;

  it('lets the author edit a comment: new text, marked edited, in the thread and the notification', async () => {
    const review = await createReview(t, owner);
    const c = await postComment(t.app, alice, review.id, 'Nice recovery!');
    expect(c).toMatchObject({ editedAt: null, deleted: false });

    const res = await edit(alice, c.id, 'Nice recovery, well done!');
    expect(res.statusCode).toBe(200);
    const edited = json<Comment>(res);
    expect(edited).toMatchObject({ id: c.id, text: 'Nice recovery, well done!', deleted: false });
    expect(Date.parse(edited.editedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(c.createdAt));

    expect(await thread(review.id)).toMatchObject([{ id: c.id, text: 'Nice recovery, well done!' }]);
    expect((await notificationsOf(owner)).map((n) => n.text)).toEqual(['Nice recovery, well done!']);
  });

  it('holds an edit to the posting rules (400 with fieldErrors)', async () => {
    const review = await createReview(t, owner);
    const c = await postComment(t.app, alice, review.id, 'Hello');
    for (const text of ['   ', 'x'.repeat(5001), undefined]) {
      const res = await edit(alice, c.id, text);
      expect(res.statusCode).toBe(400);
      expect(json<{ code: string; fieldErrors: Record<string, string> }>(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { text: expect.any(String) },
      });
    }
    expect((await thread(review.id))[0]?.text).toBe('Hello');
  });

  it('refuses a visitor (401), another member (403) and a missing comment (404)', async () => {
    const review = await createReview(t, owner);
    const c = await postComment(t.app, alice, review.id, 'Mine');
    expect((await edit(null, c.id, 'Hijack')).statusCode).toBe(401);
    expect((await remove(null, c.id)).statusCode).toBe(401);
    // The surgery's owner does not own the comments on it.
    for (const other of [bob, owner]) {
      expect(json<{ code: string }>(await edit(other, c.id, 'Hijack'))).toMatchObject({ code: 'FORBIDDEN' });
      expect((await remove(other, c.id)).statusCode).toBe(403);
    }
    expect((await edit(alice, 999_999, 'Nothing')).statusCode).toBe(404);
    expect((await remove(alice, 999_999)).statusCode).toBe(404);
    expect(await thread(review.id)).toMatchObject([{ id: c.id, text: 'Mine', editedAt: null }]);
  });

  it('removes a comment without replies: gone from the thread, the count and the notifications', async () => {
    const review = await createReview(t, owner);
    const keep = await postComment(t.app, bob, review.id, 'Staying');
    const c = await postComment(t.app, alice, review.id, 'Leaving');
    expect(await commentCount(review.id)).toBe(2);

    expect((await remove(alice, c.id)).statusCode).toBe(204);
    expect((await thread(review.id)).map((x) => x.id)).toEqual([keep.id]);
    expect(await commentCount(review.id)).toBe(1);
    expect((await notificationsOf(owner)).map((n) => n.sourceCommentId)).toEqual([keep.id]);
    expect((await remove(alice, c.id)).statusCode).toBe(404);
  });

  it('keeps a deleted comment with replies as deleted, text emptied, replies in place', async () => {
    const review = await createReview(t, owner);
    const c = await postComment(t.app, alice, review.id, 'Question about rehab');
    const reply = await postComment(t.app, bob, review.id, 'Answer', c.id);
    expect(await commentCount(review.id)).toBe(2);

    expect((await remove(alice, c.id)).statusCode).toBe(204);
    const [kept] = await thread(review.id);
    expect(kept).toMatchObject({ id: c.id, text: '', deleted: true });
    expect(kept?.nestedComments.map((x) => [x.id, x.text])).toEqual([[reply.id, 'Answer']]);
    expect(await commentCount(review.id)).toBe(1);
    // Alice's comment notified the owner; that goes. Bob's reply notified Alice; that stays.
    expect(await notificationsOf(owner)).toEqual([]);
    expect((await notificationsOf(alice)).map((n) => n.sourceCommentId)).toEqual([reply.id]);
    // Nobody can answer a deleted comment (the thread shows no Reply on it either).
    const late = await t.app.inject({
      method: 'POST',
      url: '/comment',
      headers: bob.auth,
      payload: { reviewId: review.id, text: 'Too late', commentId: c.id },
    });
    expect(late.statusCode).toBe(404);
    expect(await commentCount(review.id)).toBe(1);
    // Deleted is deleted for its author too.
    expect((await edit(alice, c.id, 'Back')).statusCode).toBe(404);
    expect((await remove(alice, c.id)).statusCode).toBe(404);

    // Its last reply gone, the deleted comment has nothing to hold up and goes too.
    expect((await remove(bob, reply.id)).statusCode).toBe(204);
    expect(await thread(review.id)).toEqual([]);
    expect(await commentCount(review.id)).toBe(0);
    expect(await notificationsOf(alice)).toEqual([]);
  });

  it('deletes a reply like a comment', async () => {
    const review = await createReview(t, owner);
    const c = await postComment(t.app, alice, review.id, 'Top');
    const reply = await postComment(t.app, bob, review.id, 'A reply', c.id);
    expect((await edit(bob, reply.id, 'A better reply')).statusCode).toBe(200);
    expect((await thread(review.id))[0]?.nestedComments[0]).toMatchObject({
      text: 'A better reply',
      editedAt: expect.any(String),
    });
    expect((await remove(bob, reply.id)).statusCode).toBe(204);
    expect(await thread(review.id)).toMatchObject([{ id: c.id, deleted: false, nestedComments: [] }]);
    expect(await notificationsOf(alice)).toEqual([]);
  });
});
