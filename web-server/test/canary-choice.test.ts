// The canary choice (shared/src/contracts/shell-page/canary-choice.mjs, docs/releasing.md §9): a session's seed
// picks the canary or the live release per remote, always the same one for the same seed, in the
// canary's share of sessions; and the shell's server answers a session with one release only,
// keeping it for the session's cookie.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketOf, chooseReleases, seedFromCookie } from '@journeys/shared/shell-page/canary-choice';
import { startStaticServer } from '../src/static-server.mjs';

const LIVE = '0.1.0+11111111';
const CANARY = '0.1.0+22222222';
const BASE = 'http://localhost:3001/releases/';

const config = (percent: number) => ({
  apiUrl: 'http://localhost:4000',
  remotes: {
    feed: `${BASE}${encodeURIComponent(LIVE)}/remoteEntry.js`,
    auth: 'http://localhost:3005/remoteEntry.js',
  },
  releases: {
    feed: {
      version: LIVE,
      base: BASE,
      history: [],
      canary: { version: CANARY, percent, since: '2026-11-27T04:00:00.000Z' },
      automaticRollbacks: [{ version: '0.1.0+33333333', sessions: 20 }],
    },
  },
});

type Chosen = { remotes: Record<string, string>; releases: Record<string, Record<string, unknown>> };

describe('the canary choice', () => {
  it('gives each seed one release, the same every time, and passes on no canary', () => {
    for (let seed = 0; seed < 200; seed++) {
      const first = chooseReleases(config(50), seed) as Chosen;
      expect(chooseReleases(config(50), seed)).toEqual(first);
      const version = first.releases.feed?.version;
      expect([LIVE, CANARY]).toContain(version);
      expect(first.remotes.feed).toBe(`${BASE}${encodeURIComponent(String(version))}/remoteEntry.js`);
      expect(first.releases.feed).not.toHaveProperty('canary');
      expect(first.releases.feed).not.toHaveProperty('automaticRollbacks');
      expect(first.remotes.auth).toBe('http://localhost:3005/remoteEntry.js');
    }
  });

  it('serves the canary to about its share of sessions', () => {
    const share = (percent: number) => {
      let canary = 0;
      for (let seed = 0; seed < 10_000; seed++) {
        if ((chooseReleases(config(percent), seed) as Chosen).releases.feed?.version === CANARY) canary++;
      }
      return canary / 10_000;
    };
    expect(share(50)).toBeGreaterThan(0.47);
    expect(share(50)).toBeLessThan(0.53);
    expect(share(10)).toBeGreaterThan(0.08);
    expect(share(10)).toBeLessThan(0.12);
  });

  it('spreads one session over remotes independently', () => {
    const seeds = [...Array(1000).keys()];
    const sameBucketHalf = seeds.filter((s) => bucketOf(s, 'feed') < 5000 === bucketOf(s, 'wizard') < 5000);
    expect(sameBucketHalf.length).toBeGreaterThan(400);
    expect(sameBucketHalf.length).toBeLessThan(600);
  });

  it('reads the seed from the cookie only when it is well formed', () => {
    expect(seedFromCookie('a=1; journeys-canary=42; b=2')).toBe(42);
    expect(seedFromCookie('journeys-canary=9999')).toBe(9999);
    expect(seedFromCookie('journeys-canary=12345')).toBeNull();
    expect(seedFromCookie('journeys-canary=x1')).toBeNull();
    expect(seedFromCookie(undefined)).toBeNull();
  });

  it('leaves a config without a canary as it is', () => {
    const plain = { remotes: { feed: 'http://localhost:3001/remoteEntry.js' } };
    expect(chooseReleases(plain, 7)).toBe(plain);
  });
});

describe("the shell's server with a canary", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'canary-'));
    const dist = join(root, 'shell', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(dist, 'remotes.json'), JSON.stringify({ remotes: config(50).remotes }));
    mkdirSync(join(root, '.releases'));
    writeFileSync(join(root, '.releases', 'remotes.json'), JSON.stringify(config(50)));
    server = await startStaticServer({ dir: dist, port: 0, spa: true, pageHints: true });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives a new session a cookie and keeps its release while the cookie is sent', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const first = await fetch(`http://127.0.0.1:${port}/remotes.json`);
      const cookie = first.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^journeys-canary=\d{1,4}; Path=\/; SameSite=Lax; HttpOnly$/);
      const version = ((await first.json()) as Chosen).releases.feed?.version;
      seen.add(String(version));
      const again = await fetch(`http://127.0.0.1:${port}/surgeries`, {
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(again.headers.get('set-cookie')).toBeNull();
      const html = await again.text();
      expect(html).toContain(`"version": "${version}"`.replace(': ', ':'));
      expect(html).not.toContain('canary');
    }
    // Twelve fresh sessions at 50 %: both releases, all but certainly (1 in 2048 to fail).
    expect(seen).toEqual(new Set([LIVE, CANARY]));
  });
});
