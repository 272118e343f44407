/**
 * Stream caps: a member holds at most STREAM_MAX_PER_MEMBER streams per instance (a new
 * one ends their oldest), and an instance at STREAM_MAX_TOTAL refuses new ones with 503 and
 * Retry-After.
 */
import type { SseStream } from './helpers/sse-client';
import { eventually, isNotification, listenOnFreePort, openStream } from './helpers/streams';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

describe.each(BACKENDS)('stream caps (%s)', (backend) => {
  const t = testAppPerSuite(backend, { config: { streams: { maxPerMember: 5, maxTotal: 8 } } });
  let base: string;
  const open: SseStream[] = [];
  beforeAll(async () => {
    base = await listenOnFreePort(t.app);
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await eventually(() => t.app.ctx.hub.size() === 0);
  });

  const track = (s: SseStream) => {
    open.push(s);
    return s;
  };

  it('ends the oldest of a member’s streams when a sixth opens', async () => {
    const owner = await t.member();
    const alice = await t.member();
    const review = await createReview(t, owner);
    const streams: SseStream[] = [];
    for (let i = 0; i < 5; i++) streams.push(track(await openStream(t.app, base, owner)));
    expect(t.app.ctx.hub.size(owner.id)).toBe(5);

    const sixth = track(await openStream(t.app, base, owner));
    expect(sixth.status).toBe(200);
    const [oldest, ...rest] = streams as [SseStream, ...SseStream[]];
    await oldest.ended;
    expect(oldest.events.map((e) => e.event)).toEqual(['superseded']);
    expect(t.app.ctx.hub.size(owner.id)).toBe(5);

    await postComment(t.app, alice, review.id, 'Five of you hear this');
    await Promise.all([...rest, sixth].map((s) => s.next(isNotification('Five of you hear this'))));
    expect(oldest.events.filter((e) => e.event === 'notification')).toHaveLength(0);
  });

  it('refuses a stream past the instance’s total with 503 and Retry-After', async () => {
    const [a, b, c] = [await t.member(), await t.member(), await t.member()];
    for (let i = 0; i < 5; i++) track(await openStream(t.app, base, a));
    const ofB: SseStream[] = [];
    for (let i = 0; i < 3; i++) ofB.push(track(await openStream(t.app, base, b)));
    expect(t.app.ctx.hub.size()).toBe(8);

    const refused = track(await openStream(t.app, base, c));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await refused.ended;
    expect(JSON.parse(refused.text())).toMatchObject({
      statusCode: 503,
      code: 'STREAMS_BUSY',
      message: 'Too many live notification streams right now, please try again shortly',
    });
    expect(t.app.ctx.hub.size()).toBe(8);

    // A member at their own limit still gets in: their oldest stream makes the room.
    const replacing = track(await openStream(t.app, base, a));
    expect(replacing.status).toBe(200);
    expect(t.app.ctx.hub.size()).toBe(8);

    // And there is room again once a stream closes.
    ofB[0]?.close();
    await eventually(() => t.app.ctx.hub.size() === 7);
    const admitted = track(await openStream(t.app, base, c));
    expect(admitted.status).toBe(200);
  });
});
