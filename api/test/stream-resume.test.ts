/**
 * Last-Event-ID: a stream reopened with the id of the last event it received first
 * gets every notification it missed, in order, and nothing it already had.
 */
import type { Notification } from '@journeys/shared/domain';
import { openSse, type SseEvent } from './helpers/sse-client';
import { eventually, isNotification, listenOnFreePort, openStream, streamTicket } from './helpers/streams';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite, memberPerTest } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

const texts = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'notification').map((e) => (JSON.parse(e.data) as Notification).text);

describe.each(BACKENDS)('stream resume (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  let base: string;
  const owner = memberPerTest(t);
  const alice = memberPerTest(t);
  // Comments from one member on one surgery within minutes are one notification (the flood rule), so
  // each comment here that must arrive as its own notification comes from another member.
  const bob = memberPerTest(t);
  const carol = memberPerTest(t);
  const dave = memberPerTest(t);
  let reviewId: number;
  beforeAll(async () => {
    base = await listenOnFreePort(t.app);
  });
  beforeEach(async () => {
    reviewId = (await createReview(t, owner)).id;
  });

  /** Receives one notification, drops the connection, and misses two while away. */
  const missTwo = async () => {
    const first = await openStream(t.app, base, owner);
    await postComment(t.app, alice, reviewId, 'Seen live');
    const seen = await first.next(isNotification('Seen live'));
    first.close();
    await eventually(() => t.app.ctx.hub.size(owner.id) === 0);
    await postComment(t.app, bob, reviewId, 'Missed one');
    await postComment(t.app, carol, reviewId, 'Missed two');
    return seen.id as string;
  };

  it('replays what was missed after the Last-Event-ID header', async () => {
    const lastId = await missTwo();
    const again = await openStream(t.app, base, owner, { headers: { 'last-event-id': lastId } });
    await again.next(isNotification('Missed two'));
    expect(texts(again.events)).toEqual(['Missed one', 'Missed two']);
    expect(Number(again.events[0]?.id)).toBeGreaterThan(Number(lastId));

    await postComment(t.app, dave, reviewId, 'Live again');
    await again.next(isNotification('Live again'));
    expect(texts(again.events)).toEqual(['Missed one', 'Missed two', 'Live again']);
    again.close();
  });

  it('replays after ?lastEventId= too, for a new EventSource that cannot set the header', async () => {
    const lastId = await missTwo();
    const again = await openStream(t.app, base, owner, { query: `lastEventId=${lastId}` });
    await again.next(isNotification('Missed two'));
    expect(texts(again.events)).toEqual(['Missed one', 'Missed two']);
    again.close();
  });

  it('starts from now without a last event id', async () => {
    await missTwo();
    const fresh = await openStream(t.app, base, owner);
    await postComment(t.app, dave, reviewId, 'Only this');
    await fresh.next(isNotification('Only this'));
    expect(texts(fresh.events)).toEqual(['Only this']);
    fresh.close();
  });

  it('refuses a malformed lastEventId with 400 and leaves the ticket usable', async () => {
    const ticket = await streamTicket(t.app, owner);
    for (const value of ['yesterday', '', '-1', '1.5']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/notifications/stream?ticket=${ticket}&lastEventId=${value}`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'lastEventId must be a notification id',
      });
    }
    const good = await openSse(`${base}/notifications/stream?ticket=${ticket}`);
    expect(good.status).toBe(200);
    good.close();
  });
});
