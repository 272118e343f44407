/**
 * Secrets out of logs: with the production logger at its most verbose, using the live
 * stream (and trying the old `?token=` way) leaves neither the session token nor the stream
 * ticket anywhere in the log.
 */
import { Writable } from 'node:stream';
import { loggerOptions, redactUrl } from '../src/platform/http/logger-options';
import { openSse } from './helpers/sse-client';
import { eventually, isNotification, listenOnFreePort, streamTicket } from './helpers/streams';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { reviewBody } from './helpers/fixtures';
import { createReview, postComment } from './helpers/writes';

describe('redactUrl', () => {
  it('replaces credential values and keeps everything else', () => {
    expect(redactUrl('/notifications/stream?ticket=abc&lastEventId=7')).toBe(
      '/notifications/stream?ticket=[redacted]&lastEventId=7',
    );
    expect(redactUrl('/x?%74oken=abc&access_token=def&q=knee&token')).toBe(
      '/x?%74oken=[redacted]&access_token=[redacted]&q=knee&token=[redacted]',
    );
    expect(redactUrl('/reviews?state=CT&page=2')).toBe('/reviews?state=CT&page=2');
    expect(redactUrl('/health')).toBe('/health');
  });
});

describe.each(BACKENDS)('log output (%s)', (backend) => {
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  const t = testAppPerSuite(backend, { fastify: { logger: { ...loggerOptions('trace'), stream: sink } } });
  let base: string;
  beforeAll(async () => {
    base = await listenOnFreePort(t.app);
  });

  it('holds no session token or stream ticket after the stream is used', async () => {
    const owner = await t.member();
    const alice = await t.member();
    const review = await createReview(t, owner);

    const ticket = await streamTicket(t.app, owner);
    const stream = await openSse(`${base}/notifications/stream?ticket=${ticket}&lastEventId=0`);
    expect(stream.status).toBe(200);
    await postComment(t.app, alice, review.id, 'Logged without secrets');
    await stream.next(isNotification('Logged without secrets'));
    stream.close();
    await eventually(() => t.app.ctx.hub.size() === 0);

    // A used ticket again, and the session token the way old clients sent it.
    const reused = await openSse(`${base}/notifications/stream?ticket=${ticket}`);
    expect(reused.status).toBe(401);
    const oldWay = await openSse(`${base}/notifications/stream?token=${owner.token}`);
    expect(oldWay.status).toBe(401);
    await Promise.all([reused.ended, oldWay.ended]);

    // The requests were logged, so the search below is not vacuous.
    expect(log).toContain('/notifications/stream?ticket=[redacted]&lastEventId=0');
    expect(log).toContain('/notifications/stream?token=[redacted]');
    for (const secret of [owner.token, alice.token, ticket]) {
      expect(log.split(secret).length - 1).toBe(0);
    }
  });

  it('holds no amount a member paid, saved or refused', async () => {
    const owner = await t.member();
    const saved = await createReview(t, owner, {
      cost: { amount: 98_765, payment: 'medicaid', shown: false },
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/review',
      headers: owner.auth,
      payload: { ...reviewBody(t.fixtures), id: saved.id, cost: { amount: 87_654.5, payment: 'medicaid' } },
    });
    expect(refused.statusCode).toBe(400);
    // Both requests were logged, so the search below is not vacuous.
    expect(log).toMatch(/"url":"\/review"/);
    // As numbers, not as digits inside another one: a response time of 6.98765… is no amount (CI, gate M).
    for (const amount of ['98765', '98,765', '87654'])
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${amount}(?!\\d)`));
  });
});
