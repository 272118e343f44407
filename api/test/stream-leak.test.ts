/**
 * Live stream leak: clients that vanish while /notifications/stream is being set up
 * leave nothing behind, and a comment costs one notification read per woken member, however
 * many streams that member has or had.
 */
import http from 'node:http';
import { queryCounter } from './helpers/query-counter';
import { openSse } from './helpers/sse-client';
import { eventually, isNotification, listenOnFreePort, sleep, streamTicket } from './helpers/streams';
import { quickJobsConfig, startTestApp, type Backend, type Member, type TestApp } from './helpers/test-app';
import { createReview, postComment } from './helpers/writes';

const ABORTED = 500;
const WAVE = 25;

// PostgreSQL always: its queries go over a socket, so the server sees a client leave while the
// stream is still being set up. PGlite answers in-process and the window is hard to hit there.
const backends: Backend[] = ['postgres'];

describe.each(backends)('live stream cleanup (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  const counter = queryCounter();
  beforeAll(async () => {
    t = await startTestApp(backend, {
      plugins: [counter.plugin],
      config: {
        // Caps high enough that no stream is replaced: only the cleanup of aborted ones is tested.
        streams: { maxPerMember: ABORTED * 2, maxTotal: ABORTED * 2 },
        // No job worker: its sweeps read notifications on their own timer (the alert sweep every
        // 30 s), and one landing in a measured window counted as the comment's (CI, gate L).
        jobs: quickJobsConfig(false),
      },
    });
    base = await listenOnFreePort(t.app);
  });
  afterAll(async () => t.close());

  /** Statements a comment costs until `delivered` resolves, plus a quiet moment for stragglers. */
  const costOfComment = async (author: Member, reviewId: number, delivered: () => Promise<unknown>) => {
    // Unread comment notifications from one member on one surgery are one (the flood rule): reading
    // them first makes each measured comment a new notification, as the stream must deliver it.
    await t.database.db.updateTable('notifications').set({ is_read: true }).execute();
    counter.reset();
    await postComment(t.app, author, reviewId, 'How is the knee today?');
    await delivered();
    await sleep(300);
    return { total: counter.total(), notificationReads: counter.readsOf('notifications') };
  };

  const openConnections = () =>
    new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
    );

  it('keeps nothing of 500 streams aborted at random moments, and one comment stays cheap', async () => {
    const owner = await t.member();
    const alice = await t.member();
    const review = await createReview(t, owner);
    // A session's first request records when it was last seen (at most once a minute): warm
    // Alice's session so both measured comments pay the same.
    await postComment(t.app, alice, review.id, 'Warming up.');
    const baseline = await costOfComment(alice, review.id, async () => undefined);

    // In waves, each request dropped a random moment after it was sent: before the server reads
    // it, while it checks the ticket or session, while it subscribes, or once the stream is open.
    for (let wave = 0; wave < ABORTED / WAVE; wave++) {
      await Promise.all(
        Array.from({ length: WAVE }, async (_, i) => {
          // Half as the browser does it (a one-time ticket), half with the bearer header.
          const req =
            i % 2 === 0
              ? http.get(`${base}/notifications/stream?ticket=${await streamTicket(t.app, owner)}`)
              : http.get(`${base}/notifications/stream`, { headers: owner.auth });
          req.on('error', () => undefined);
          req.on('response', (res) => res.resume());
          await new Promise((sent) => req.on('finish', sent));
          await sleep(Math.random() * 10);
          req.destroy();
        }),
      );
    }
    for (let i = 0; i < 200 && (await openConnections()) > 0; i++) await sleep(50);
    // Handlers still waiting on the database when their client left finish now.
    await sleep(1000);
    expect(t.app.ctx.hub.size()).toBe(0);

    const live = [
      await openSse(`${base}/notifications/stream?ticket=${await streamTicket(t.app, owner)}`),
      await openSse(`${base}/notifications/stream`, owner.auth),
    ];
    expect(live.map((s) => s.status)).toEqual([200, 200]);
    const withStreams = await costOfComment(alice, review.id, () =>
      Promise.all(live.map((s) => s.next(isNotification('How is the knee today?')))),
    );
    // One read of the member's new rows, fanned out to both streams in memory.
    expect(withStreams.notificationReads).toBe(baseline.notificationReads + 1);
    expect(withStreams.total).toBe(baseline.total + 1);

    for (const s of live) s.close();
    await eventually(() => t.app.ctx.hub.size() === 0);
  });
});
