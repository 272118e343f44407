/**
 * JSON answers are compressed for clients that ask (browsers always do): a feed page is several
 * times smaller on the wire. Clients that do not ask, and small answers, get plain JSON.
 */
import type { ReviewPage } from '@journeys/shared/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { reviewBody } from './helpers/fixtures';
import { json } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

describe('response compression', () => {
  const t = testAppPerSuite('pglite');
  beforeAll(async () => {
    const owner = await t.member();
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/review',
        headers: owner.auth,
        payload: reviewBody(t.fixtures, { description: `Recovery story number ${i}, week by week.` }),
      });
    }
  });

  const feed = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/reviews',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the feed brotli-compressed to a browser, the same JSON once decoded', async () => {
    const plain = await feed();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = json<ReviewPage>(plain);
    expect(page.reviews.length).toBe(6);

    const br = await feed('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(page);
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const gz = await feed('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).reviews.length).toBe(6);

    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
