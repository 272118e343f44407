/**
 * Real-user measurements and release health (docs/releasing.md §9–§11): browsers' vitals and
 * errors are accepted only in their strict shapes (as sendBeacon's text/plain too), stored per
 * remote and release without anything personal, counted in GET /metrics, summed up per release
 * for `npm run release-health`, and the guard rolls back a canary that fails in browsers.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { deleteOldMeasurements, guardCanaries } from '../src/features/client-events';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

const LIVE = '0.1.0+11111111';
const CANARY = '0.1.0+22222222';

function pointer(dir: string) {
  return {
    apiUrl: 'http://localhost:4000',
    remotes: { feed: `http://localhost:3001/releases/${encodeURIComponent(LIVE)}/remoteEntry.js` },
    releases: {
      feed: {
        version: LIVE,
        base: 'http://localhost:3001/releases/',
        history: [],
        canary: { version: CANARY, percent: 50, since: new Date(Date.now() - 60_000).toISOString() },
      },
    },
    note: dir,
  };
}

const vitalsBody = (session: string, version: string, value = 1200) => ({
  session,
  remotes: [{ remote: 'feed', version }],
  vitals: [
    { metric: 'LCP', value, remote: 'feed', version, route: '/surgeries' },
    { metric: 'CLS', value: 0.02, remote: 'feed', version, route: '/surgeries' },
    { metric: 'TTFB', value: 80, remote: 'shell', version: 'dist', route: '/surgeries' },
  ],
});

const errorsBody = (session: string, version: string) => ({
  session,
  remotes: [{ remote: 'feed', version }],
  errors: [{ kind: 'boundary', remote: 'feed', version, route: '/surgeries' }],
});

/** One sample line of /metrics, 0 when absent. */
function sample(metrics: string, prefix: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe.each(BACKENDS)('browser measurements and release health (%s)', (backend) => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'release-health-'));
  const t = testAppPerSuite(backend, {
    config: {
      clientEvents: {
        sampleRate: 1,
        releasesDir,
        guardIntervalSeconds: 3600,
        guardMinSessions: 5,
        repoRoot: path.resolve(__dirname, '..', '..'),
      },
    },
    rateLimits: { clientEvents: 1000 },
  });

  const post = (url: string, payload: unknown, contentType = 'text/plain;charset=UTF-8') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const rows = async () => {
    const { rows: counts } = await sql<{ sessions: string; vitals: string }>`
      SELECT (SELECT count(*) FROM rum_sessions) AS sessions, (SELECT count(*) FROM rum_vitals) AS vitals
    `.execute(t.database.db);
    return { sessions: Number(counts[0]?.sessions), vitals: Number(counts[0]?.vitals) };
  };

  it('stores a beacon of vitals (text/plain) per release and counts it in the histogram', async () => {
    const session = randomUUID();
    const res = await post('/client-events/vitals', vitalsBody(session, LIVE));
    expect(res.statusCode).toBe(204);
    const stored = await t.database.db
      .selectFrom('rum_vitals')
      .selectAll()
      .where('session_id', '=', session)
      .execute();
    expect(stored.map((r) => [r.metric, r.remote, r.version, r.route])).toEqual(
      expect.arrayContaining([
        ['LCP', 'feed', LIVE, '/surgeries'],
        ['TTFB', 'shell', 'dist', '/surgeries'],
      ]),
    );
    const text = await metrics();
    expect(text).toContain('# TYPE journeys_web_vitals histogram');
    expect(
      sample(
        text,
        `journeys_web_vitals_count{metric="LCP",remote="feed",version="${LIVE}",route="/surgeries"}`,
      ),
    ).toBeGreaterThanOrEqual(1);
    // Seconds in Prometheus: 1200 ms is under the 2.5 s bucket, over the 1 s one.
    expect(
      sample(
        text,
        `journeys_web_vitals_bucket{le="2.5",metric="LCP",remote="feed",version="${LIVE}",route="/surgeries"}`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts errors per remote, release and kind', async () => {
    // Another release than the canary below, whose error rate is counted exactly.
    const other = '0.1.0+33333333';
    const prefix = `journeys_client_errors_total{remote="feed",version="${other}",kind="boundary"}`;
    const before = sample(await metrics(), prefix);
    expect(
      (await post('/client-events/errors', errorsBody(randomUUID(), other), 'application/json')).statusCode,
    ).toBe(204);
    expect(sample(await metrics(), prefix)).toBe(before + 1);
  });

  const session = randomUUID();
  it.each([
    ['a message', { ...errorsBody(session, LIVE), message: 'someone@example.org' }],
    [
      'an error with its text',
      { ...errorsBody(session, LIVE), errors: [{ ...errorsBody(session, LIVE).errors[0], message: 'x' }] },
    ],
    [
      'an address instead of a route pattern',
      {
        ...vitalsBody(session, LIVE),
        vitals: [{ ...vitalsBody(session, LIVE).vitals[0], route: '/review/12/edit?email=a@b.c' }],
      },
    ],
    ['a member id as session', { ...vitalsBody(session, LIVE), session: '42' }],
    ['an unknown remote', { ...vitalsBody(session, LIVE), remotes: [{ remote: 'evil', version: LIVE }] }],
    ['a version that is not one', { ...vitalsBody(session, '<script>') }],
    [
      'an unknown metric',
      { ...vitalsBody(session, LIVE), vitals: [{ ...vitalsBody(session, LIVE).vitals[0], metric: 'FID' }] },
    ],
    [
      'a negative value',
      { ...vitalsBody(session, LIVE), vitals: [{ ...vitalsBody(session, LIVE).vitals[0], value: -1 }] },
    ],
    [
      'a value as text',
      { ...vitalsBody(session, LIVE), vitals: [{ ...vitalsBody(session, LIVE).vitals[0], value: '1' }] },
    ],
    [
      '41 measurements',
      { ...vitalsBody(session, LIVE), vitals: Array(41).fill(vitalsBody(session, LIVE).vitals[0]) },
    ],
    ['no measurement', { ...vitalsBody(session, LIVE), vitals: [] }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = await rows();
    const url = 'vitals' in payload ? '/client-events/vitals' : '/client-events/errors';
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await rows()).toEqual(before);
  });

  it('refuses text that is not JSON, and a body over 16 KB', async () => {
    const bad = await post('/client-events/vitals', '{"session":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'MALFORMED_JSON' });
    const big = await post('/client-events/vitals', {
      ...vitalsBody(randomUUID(), LIVE),
      pad: 'x'.repeat(17_000),
    });
    expect(big.statusCode).toBe(413);
  });

  it('keeps no personal data: only the fields of the strict shapes are columns', async () => {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_name IN ('rum_sessions', 'rum_vitals') ORDER BY table_name, column_name
    `.execute(t.database.db);
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'rum_sessions.errors',
      'rum_sessions.first_seen',
      'rum_sessions.last_seen',
      'rum_sessions.remote',
      'rum_sessions.session_id',
      'rum_sessions.version',
      'rum_vitals.created_at',
      'rum_vitals.id',
      'rum_vitals.metric',
      'rum_vitals.remote',
      'rum_vitals.route',
      'rum_vitals.session_id',
      'rum_vitals.value',
      'rum_vitals.version',
    ]);
  });

  it('sums up each served release and rolls back a canary that fails in browsers', async () => {
    writeFileSync(path.join(releasesDir, 'remotes.json'), JSON.stringify(pointer(releasesDir)));
    for (let i = 0; i < 6; i++) {
      expect((await post('/client-events/vitals', vitalsBody(randomUUID(), LIVE, 1000 + i))).statusCode).toBe(
        204,
      );
      const canarySession = randomUUID();
      expect(
        (await post('/client-events/vitals', vitalsBody(canarySession, CANARY, 1500 + i))).statusCode,
      ).toBe(204);
      if (i % 2 === 0)
        expect((await post('/client-events/errors', errorsBody(canarySession, CANARY))).statusCode).toBe(204);
    }
    const res = await t.app.inject({ method: 'GET', url: '/client-events/release-health?remote=feed' });
    expect(res.statusCode).toBe(200);
    const health = res.json();
    const [live, canary] = health.versions;
    expect(live).toMatchObject({
      version: LIVE,
      role: 'live',
      share: 50,
      verdict: null,
      sessionsWithErrors: 0,
    });
    expect(live.sessions).toBeGreaterThanOrEqual(6);
    expect(canary).toMatchObject({ version: CANARY, role: 'canary', share: 50, verdict: 'worse' });
    expect(canary.sessionsWithErrors).toBe(3);
    expect(canary.vitals.LCP.count).toBe(6);
    expect(canary.vitals.LCP.p75).toBeGreaterThan(1500);

    const bad = await t.app.inject({ method: 'GET', url: '/client-events/release-health?remote=../../etc' });
    expect(bad.statusCode).toBe(400);

    const before = sample(await metrics(), 'journeys_release_rollbacks_total{remote="feed"}');
    const lines: string[] = [];
    const log = { warn: (_obj: unknown, message: string) => lines.push(message) };
    await guardCanaries(t.app.ctx, log as never);
    const after = JSON.parse(readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8'));
    expect(after.releases.feed.canary).toBeUndefined();
    expect(after.releases.feed.version).toBe(LIVE);
    expect(after.releases.feed.automaticRollbacks).toEqual([
      expect.objectContaining({
        version: CANARY,
        sessionsWithErrors: 3,
        liveVersion: LIVE,
        liveErrorRate: 0,
      }),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^release guard: rolled back feed 0\.1\.0\+22222222: errors in 3 of \d+ sessions/,
    );
    expect(sample(await metrics(), 'journeys_release_rollbacks_total{remote="feed"}')).toBe(before + 1);
    // Nothing left to guard: a second round changes nothing.
    await guardCanaries(t.app.ctx, log as never);
    expect(lines).toHaveLength(1);
  });

  it('forgets measurements after 30 days', async () => {
    expect((await rows()).vitals).toBeGreaterThan(0);
    await deleteOldMeasurements(t.database.db, new Date(Date.now() + 31 * 86_400_000));
    expect(await rows()).toEqual({ sessions: 0, vitals: 0 });
  });
});

describe.each(BACKENDS)('sampling and the rate limit (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: {
      clientEvents: {
        sampleRate: 0,
        releasesDir: mkdtempSync(path.join(tmpdir(), 'release-health-')),
        guardIntervalSeconds: 3600,
        guardMinSessions: 20,
        repoRoot: path.resolve(__dirname, '..', '..'),
      },
    },
    rateLimits: { clientEvents: 2 },
  });

  it('answers a session out of the sample 204 and keeps nothing; 429 past the limit per address', async () => {
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/client-events/vitals',
        remoteAddress: ip,
        payload: vitalsBody(randomUUID(), LIVE),
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('198.51.100.9')).statusCode);
    expect(statuses).toEqual([204, 204, 429]);
    expect((await send('198.51.100.10')).statusCode).toBe(204);
    const count = await t.database.db
      .selectFrom('rum_vitals')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });
});
