/** Comment trees, exact notifications (none for your own actions), read marking and the live stream. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Comment, Notification, NotificationPage, Review } from '@journeys/shared/domain';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { testAppPerSuite, memberPerTest } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

describe.each(BACKENDS)('comments and notifications (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerTest(t);
  const alice = memberPerTest(t);
  const bob = memberPerTest(t);

  const newReview = () => createReview(t, owner);
  const comment = (m: Member, reviewId: number, text: string, commentId?: number) =>
    postComment(t.app, m, reviewId, text, commentId);
  const notificationsOf = async (m: Member) =>
    json<NotificationPage>(await t.app.inject({ method: 'GET', url: '/notifications', headers: m.auth }))
      .notifications;
  const unread = async (m: Member) =>
    json<{ count: number }>(
      await t.app.inject({ method: 'GET', url: '/notifications/unread-count', headers: m.auth }),
    ).count;

  it('builds the thread tree, oldest first, with nested replies', async () => {
    const review = await newReview();
    const c1 = await comment(alice, review.id, 'First');
    const c2 = await comment(bob, review.id, 'Second');
    const r1 = await comment(owner, review.id, 'Reply to first', c1.id);
    const r11 = await comment(alice, review.id, 'Reply to reply', r1.id);
    expect(c1).toMatchObject({
      reviewId: review.id,
      parentId: null,
      text: 'First',
      read: false,
      nestedComments: [],
    });
    expect(c1.patient).toMatchObject({ id: alice.id, username: alice.username });

    const thread = json<Comment[]>(await t.app.inject({ method: 'GET', url: `/comments/${review.id}` }));
    expect(thread.map((c) => c.id)).toEqual([c1.id, c2.id]);
    expect(thread[0]?.nestedComments.map((c) => c.id)).toEqual([r1.id]);
    expect(thread[0]?.nestedComments[0]?.nestedComments.map((c) => c.id)).toEqual([r11.id]);
    expect(thread[1]?.nestedComments).toEqual([]);
    const page = json<{ reviews: Review[] }>(
      await t.app.inject({ method: 'GET', url: `/reviews?surgery=${review.id}` }),
    );
    expect(page.reviews[0]?.commentCount).toBe(4);
    expect((await t.app.inject({ method: 'GET', url: '/comments/999999' })).statusCode).toBe(404);
  });

  it('notifies exactly the addressee, never yourself', async () => {
    const review = await newReview();
    // Alice comments on owner's surgery → owner notified, comment_id null.
    const c1 = await comment(alice, review.id, 'Nice recovery!');
    // Owner comments on own surgery → nobody.
    const own = await comment(owner, review.id, 'Thanks all');
    // Owner replies to Alice → only Alice, with comment_id = parent.
    const r1 = await comment(owner, review.id, 'Thank you Alice', c1.id);
    // Alice replies to her own comment → nobody.
    await comment(alice, review.id, 'Adding to my own comment', c1.id);
    // Bob replies to Alice's comment on owner's surgery → only Alice.
    const r2 = await comment(bob, review.id, 'Agreed', c1.id);
    // Bob replies to owner's own top-level comment → owner.
    const r3 = await comment(bob, review.id, 'Welcome', own.id);

    const ownerN = await notificationsOf(owner);
    expect(ownerN.map((n) => [n.kind, n.text, n.commentId, n.sourceCommentId, n.patient?.id])).toEqual([
      ['reply', 'Welcome', own.id, r3.id, bob.id],
      ['comment', 'Nice recovery!', null, c1.id, alice.id],
    ]);
    const aliceN = await notificationsOf(alice);
    expect(aliceN.map((n) => [n.kind, n.text, n.commentId, n.sourceCommentId, n.patient?.id])).toEqual([
      ['reply', 'Agreed', c1.id, r2.id, bob.id],
      ['reply', 'Thank you Alice', c1.id, r1.id, owner.id],
    ]);
    expect(aliceN[0]).toMatchObject({ isRead: false, reviewId: review.id });
    expect(await notificationsOf(bob)).toEqual([]);
    expect(await unread(owner)).toBe(2);
  });

  it('marks notifications, comments and replies read', async () => {
    const review = await newReview();
    const c1 = await comment(alice, review.id, 'One');
    await comment(bob, review.id, 'Two');
    const reply = await comment(owner, review.id, 'Re', c1.id);
    const [latest] = await notificationsOf(owner);
    expect(
      (await t.app.inject({ method: 'POST', url: `/notification/${latest?.id}/read`, headers: owner.auth }))
        .statusCode,
    ).toBe(204);
    expect(await unread(owner)).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/notification/all/read', headers: owner.auth })).statusCode,
    ).toBe(204);
    expect(await unread(owner)).toBe(0);

    // Reading a reply (as its addressee) also reads the notification it caused.
    expect(await unread(alice)).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: `/reply/${reply.id}/read`, headers: alice.auth }))
        .statusCode,
    ).toBe(204);
    expect(await unread(alice)).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: `/comment/${c1.id}/read`, headers: owner.auth })).statusCode,
    ).toBe(204);
    const thread = json<Comment[]>(await t.app.inject({ method: 'GET', url: `/comments/${review.id}` }));
    expect(thread[0]?.read).toBe(true);
    expect(thread[0]?.nestedComments[0]?.read).toBe(true);
    expect(thread[1]?.read).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: '/comment/999999/read', headers: owner.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/notification/999999/read', headers: owner.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('streams a new notification over server-sent events', async () => {
    const review = await newReview();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { ticket } = json<{ ticket: string }>(
      await t.app.inject({ method: 'POST', url: '/notifications/stream-ticket', headers: owner.auth }),
    );
    const received = new Promise<{ headers: http.IncomingHttpHeaders; event: string; data: Notification }>(
      (resolve, reject) => {
        const req = http.get(`http://127.0.0.1:${port}/notifications/stream?ticket=${ticket}`, (res) => {
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            if (buffer.includes(': connected')) ready();
            const match = /event: (\w+)\nid: \d+\ndata: (.*)\n\n/.exec(buffer);
            if (match) {
              resolve({
                headers: res.headers,
                event: match[1] as string,
                data: JSON.parse(match[2] as string) as Notification,
              });
              req.destroy();
            }
          });
        });
        req.on('error', reject);
        let ready: () => void = () => undefined;
        const connected = new Promise<void>((r) => {
          ready = r;
        });
        void connected.then(async () => {
          // Own comment first: must not be streamed.
          await comment(owner, review.id, 'My own note');
          await comment(alice, review.id, 'Live hello');
        });
      },
    );
    const { headers, event, data } = await received;
    expect(headers['content-type']).toContain('text/event-stream');
    expect(event).toBe('notification');
    expect(data).toMatchObject({
      text: 'Live hello',
      reviewId: review.id,
      commentId: null,
      patient: { id: alice.id },
    });

    const refused = await t.app.inject({ method: 'GET', url: '/notifications/stream?ticket=bogus' });
    expect(refused.statusCode).toBe(401);
  });
});
