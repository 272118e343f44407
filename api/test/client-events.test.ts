/**
 * The shell survives a bad release: a browser's report of a remote that failed is
 * answered 204, counted in GET /metrics (Prometheus text) and logged; anything else is a 400, and a
 * page (or a script) sending too many is rate limited. /metrics needs the token when one is set.
 */
import { Writable } from 'node:stream';
import { loadConfig } from '../src/platform/config';
import { loggerOptions } from '../src/platform/http/logger-options';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

const REPORT = '/client-events/remote-failure';

/** The counter's value for one label pair in the Prometheus text, 0 when not yet counted. */
function failures(metrics: string, remote: string, phase: string): number {
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith(`journeys_remote_failures_total{remote="${remote}",phase="${phase}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Every remote-failure sample; the rest of /metrics (request durations, process) moves on its own. */
function remoteFailureLines(metrics: string): string[] {
  return metrics.split('\n').filter((l) => l.startsWith('journeys_remote_failures_total'));
}

describe.each(BACKENDS)('POST /client-events/remote-failure and GET /metrics (%s)', (backend) => {
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  const t = testAppPerSuite(backend, {
    fastify: { logger: { ...loggerOptions('warn'), stream: sink } },
    rateLimits: { clientEvents: 20 },
  });

  async function metrics(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  }

  it('answers 204, moves the counter by one and logs the event', async () => {
    const before = failures(await metrics(), 'feed', 'load');
    const res = await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-forwarded-for': '203.0.113.1' },
      payload: { remote: 'feed', version: '0.1.0+3f2a9c1b', phase: 'load' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await metrics();
    expect(failures(after, 'feed', 'load')).toBe(before + 1);
    expect(after).toContain('# TYPE journeys_remote_failures_total counter');
    const event = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.event === 'remote_failure');
    expect(event).toMatchObject({ remote: 'feed', version: '0.1.0+3f2a9c1b', phase: 'load', level: 40 });
  });

  it('counts render failures apart, with or without a version', async () => {
    const before = failures(await metrics(), 'comments', 'render');
    const res = await t.app.inject({
      method: 'POST',
      url: REPORT,
      payload: { remote: 'comments', phase: 'render' },
    });
    expect(res.statusCode).toBe(204);
    expect(failures(await metrics(), 'comments', 'render')).toBe(before + 1);
  });

  it.each([
    ['an unknown remote', { remote: 'evil', phase: 'load' }, 'remote'],
    ['a folder name instead of the remote name', { remote: 'mfe-feed', phase: 'load' }, 'remote'],
    ['an unknown phase', { remote: 'feed', phase: 'boot' }, 'phase'],
    ['no phase', { remote: 'feed' }, 'phase'],
    [
      'a version that is not a release version',
      { remote: 'feed', phase: 'load', version: '<script>' },
      'version',
    ],
    ['an overlong version', { remote: 'feed', phase: 'load', version: `1.0.0+${'a'.repeat(80)}` }, 'version'],
    ['a number as remote', { remote: 7, phase: 'load' }, 'remote'],
    ['an extra field', { remote: 'feed', phase: 'load', stack: 'x'.repeat(100) }, undefined],
  ])('refuses %s with 400 and counts nothing', async (_name, payload, field) => {
    const before = await metrics();
    const res = await t.app.inject({ method: 'POST', url: REPORT, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    if (field) expect(res.json().fieldErrors).toHaveProperty(field);
    const after = await metrics();
    expect(remoteFailureLines(after)).toEqual(remoteFailureLines(before));
    expect(after).not.toContain('evil');
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[]', 'null', '"feed"', '{"remote":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: REPORT,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe.each(BACKENDS)('client event rate limit (%s)', (backend) => {
  const t = testAppPerSuite(backend, { rateLimits: { clientEvents: 2 } });

  it('answers 429 with Retry-After past the limit, per address', async () => {
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: REPORT,
        remoteAddress: ip,
        payload: { remote: 'wizard', phase: 'load' },
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('198.51.100.7')).statusCode);
    expect(statuses).toEqual([204, 204, 429]);
    const limited = await send('198.51.100.7');
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send('198.51.100.8')).statusCode).toBe(204);
  });
});

describe.each(BACKENDS)('GET /metrics with METRICS_TOKEN (%s)', (backend) => {
  const TOKEN = 'scraper-secret-0123456789';
  const t = testAppPerSuite(backend, { config: { metricsToken: TOKEN } });
  const scrape = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers });

  it('answers 401 without the token or with another, and the counters with it', async () => {
    expect((await scrape({})).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await scrape({ authorization: 'Bearer scraper-secret-0123456780' })).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    const ok = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('journeys_remote_failures_total');
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, and refused at start when too short or holding spaces', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scraper-secret-0123456789' }).metricsToken).toBe(
      'scraper-secret-0123456789',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16 to 200 printable/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(/METRICS_TOKEN/);
  });
});
