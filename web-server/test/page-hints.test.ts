// The shell's HTML server code (web-server/src/page-hints.mjs), against a real local remote origin.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPageHints, withHints } from '../src/page-hints.mjs';
import { createRecentMembers } from '../src/recent-members.mjs';
import { hasMemberHint } from '@journeys/shared/shell-page/member-hint-cookie';

/** A remote's origin serving its real-shaped mf-manifest.json. */
function startRemote(manifest: object): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/mf-manifest.json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(manifest));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const FEED_MANIFEST = {
  exposes: [
    {
      name: 'Feed',
      assets: {
        js: { sync: ['53.abc.js', '__federation_expose_Feed.def.js'], async: ['851.x.js'] },
        css: { sync: ['__federation_expose_Feed.aaa.css'], async: [] },
      },
    },
  ],
};

function shellDist(remotes: Record<string, string>, apiUrl = 'http://api.test/'): string {
  const dir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  for (const file of [
    'bootstrap.0123456789.js',
    'member-area.0123456789.js',
    'member-area.0123456789.css',
    '503.aa.js',
    'logo.svg',
  ]) {
    writeFileSync(join(dir, file), '');
  }
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'axios', assets: { js: { sync: ['503.aa.js'] } } },
        { name: 'react', assets: { js: { sync: ['606.dd.js'] } } },
      ],
    }),
  );
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ apiUrl, remotes }));
  return dir;
}

describe('page hints', () => {
  let feed: Server;
  let feedUrl: string;
  beforeAll(async () => {
    feed = await startRemote(FEED_MANIFEST);
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

  it('hints the feed page: connections, own chunks, the remote’s entry and expose, the first API page', async () => {
    const hintsFor = createPageHints({
      distDir: shellDist({
        feed: `${feedUrl}/remoteEntry.js`,
        comments: 'http://127.0.0.1:1/remoteEntry.js',
      }),
    });
    const hints = await hintsFor(new URL('http://site.test/surgeries?surgery=4'));
    expect(hints[0]).toMatch(/^<script type="application\/json" id="journeys-remotes-config">/);
    expect(hints).toEqual(
      expect.arrayContaining([
        `<link rel="preconnect" href="${feedUrl}">`,
        '<link rel="preconnect" href="http://api.test">',
        '<link rel="preload" as="script" href="/bootstrap.0123456789.js" fetchpriority="low">',
        '<link rel="preload" as="style" href="/member-area.0123456789.css" fetchpriority="low">',
        '<link rel="preload" as="script" href="/503.aa.js" fetchpriority="low">',
        '<link rel="preload" as="image" href="/logo.svg" fetchpriority="low">',
        `<link rel="preload" as="script" href="${feedUrl}/remoteEntry.js" fetchpriority="low">`,
        `<link rel="preload" as="script" href="${feedUrl}/__federation_expose_Feed.def.js" fetchpriority="low">`,
        `<link rel="preload" as="style" href="${feedUrl}/__federation_expose_Feed.aaa.css" fetchpriority="low">`,
        '<link rel="preload" as="fetch" href="http://api.test/reviews?surgery=4" crossorigin="use-credentials">',
      ]),
    );
    // Lazy chunks are left to the page, and so are shared modules the host's entry carries.
    expect(hints.join('')).not.toContain('851.x.js');
    expect(hints.join('')).not.toContain('606.dd.js');
    // The comments remote (not even reachable here) is fetched when a reader opens a thread
    // (its slot is `when: 'prompted'`): nothing of it is hinted, and the page is not held up.
    expect(hints.filter((hint) => hint.startsWith('<link')).join('')).not.toContain('127.0.0.1:1/');
  });

  it('serves a page without a slow remote’s hints, and the next pages with them once its manifest arrives', async () => {
    const slow = createServer((req, res) => {
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(FEED_MANIFEST));
      }, 900);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', () => resolve()));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    try {
      const hintsFor = createPageHints({ distDir: shellDist({ feed: `${slowUrl}/remoteEntry.js` }) });
      const url = new URL('http://site.test/surgeries');
      const expose = `<link rel="preload" as="script" href="${slowUrl}/__federation_expose_Feed.def.js" fetchpriority="low">`;
      const started = Date.now();
      const first = await hintsFor(url);
      expect(Date.now() - started).toBeLessThan(900);
      expect(first).not.toContain(expose);
      expect(first).toContain(
        `<link rel="preload" as="script" href="${slowUrl}/remoteEntry.js" fetchpriority="low">`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await hintsFor(url)).toContain(expose);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it("leaves the first API page out for a member: a preload carries no token, so it would be the visitor's page", async () => {
    const hintsFor = createPageHints({ distDir: shellDist({ feed: `${feedUrl}/remoteEntry.js` }) });
    const url = new URL('http://site.test/surgeries?surgery=4');
    const member = (await hintsFor(url, undefined, { member: true })).join('');
    expect(member).not.toContain('as="fetch"');
    // Everything else a member's page needs is still hinted.
    expect(member).toContain(
      `<link rel="preload" as="script" href="${feedUrl}/remoteEntry.js" fetchpriority="low">`,
    );
    expect(member).toContain('<link rel="preconnect" href="http://api.test">');
    expect((await hintsFor(url)).join('')).toContain('as="fetch"');
  });

  it('reads the member hint from a Cookie header, and nothing else as one', () => {
    expect(hasMemberHint('journeys-member=1')).toBe(true);
    expect(hasMemberHint('a=b; journeys-member=1; c=d')).toBe(true);
    expect(hasMemberHint(undefined)).toBe(false);
    expect(hasMemberHint('journeys-member=0')).toBe(false);
    expect(hasMemberHint('not-journeys-member=1')).toBe(false);
    expect(hasMemberHint('journeys-member=1x')).toBe(false);
  });

  describe('the landing page’s recent members', () => {
    const MEMBER = {
      id: 7,
      username: 'Ann </script><script>alert(1)</script>',
      image: null,
      background: '#123456',
      createdAt: '2026-11-20T10:00:00.000Z',
      surgeryCount: 2,
    };
    let api: Server;
    let apiUrl: string;
    let answer: unknown = [MEMBER];
    let delayMs = 0;
    let asked = 0;
    beforeAll(async () => {
      api = createServer((req, res) => {
        asked += 1;
        setTimeout(() => {
          res.statusCode = req.url === '/users' ? 200 : 404;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(answer));
        }, delayMs);
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
      apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
    beforeEach(async () => {
      // Each page-hints server asks for the members as it starts: let the previous test's land
      // before counting.
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = [MEMBER];
      delayMs = 0;
      asked = 0;
    });

    const hintsWithApi = () =>
      createPageHints({ distDir: shellDist({ feed: `${feedUrl}/remoteEntry.js` }, `${apiUrl}/`) });
    const block = (hints: string[]) => hints.find((h) => h.includes('id="journeys-recent-members"'));

    it('inlines GET /users as data the page reads without an HTTP client, escaped', async () => {
      const hints = await hintsWithApi()(new URL('http://site.test/'));
      const members = block(hints);
      expect(members).toMatch(/^<script type="application\/json" id="journeys-recent-members">.*<\/script>$/);
      expect(members).not.toMatch(/<\/script><script>/);
      const json = /^<script[^>]*>(.*)<\/script>$/.exec(members ?? '')?.[1] ?? '';
      expect(JSON.parse(json)).toEqual([MEMBER]);
      // Only the landing page draws them.
      expect(block(await hintsWithApi()(new URL('http://site.test/surgeries')))).toBeUndefined();
    });

    it('asks, as it starts, the API of the remotes.json it serves, not the one built into dist', async () => {
      const hintsFor = createPageHints({
        distDir: shellDist({}, 'http://127.0.0.1:9/'),
        remotesConfig: () => ({ apiUrl: `${apiUrl}/`, remotes: {} }),
      });
      while (asked === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(block(await hintsFor(new URL('http://site.test/')))).toBeDefined();
      expect(asked).toBe(1);
    });

    it('asks the API at most once per 10 s for every visitor', async () => {
      const hintsFor = hintsWithApi();
      await Promise.all([1, 2, 3].map(() => hintsFor(new URL('http://site.test/'))));
      await hintsFor(new URL('http://site.test/'));
      expect(asked).toBe(1);
    });

    it('serves a stale list at once while it asks the API again, and never one past its age limit', async () => {
      const membersFor = createRecentMembers({ ttlMs: 50, maxStaleMs: 400, waitMs: 500 });
      const first = await membersFor(apiUrl);
      expect(first).toContain('"id":7');
      await new Promise((resolve) => setTimeout(resolve, 80));
      delayMs = 300;
      answer = [{ ...MEMBER, id: 8 }];
      const started = Date.now();
      expect(await membersFor(apiUrl)).toBe(first);
      expect(Date.now() - started).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(asked).toBe(2);
      // The API stops answering in time; once the list is older than maxStaleMs, no block.
      delayMs = 2_000;
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await membersFor(apiUrl)).toBeNull();
    });

    it('leaves the block out, without holding the page, when the API is slow or answers otherwise', async () => {
      delayMs = 2_000;
      const started = Date.now();
      expect(block(await hintsWithApi()(new URL('http://site.test/')))).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_500);
      delayMs = 0;
      for (const wrong of [{ members: [MEMBER] }, [{ ...MEMBER, id: 'seven' }], [{ ...MEMBER, image: 3 }]]) {
        answer = wrong;
        expect(block(await hintsWithApi()(new URL('http://site.test/')))).toBeUndefined();
      }
      // Fields the page does not draw are not passed on.
      answer = [{ ...MEMBER, email: 'ann@example.com' }];
      expect(block(await hintsWithApi()(new URL('http://site.test/')))).not.toContain('ann@example.com');
    });
  });

  it('keeps the landing page to its own bootstrap: no member area, API or remotes', async () => {
    const hintsFor = createPageHints({ distDir: shellDist({ feed: `${feedUrl}/remoteEntry.js` }) });
    const hints = await hintsFor(new URL('http://site.test/'));
    const links = hints.filter((h) => h.startsWith('<link'));
    expect(links).toEqual([
      '<link rel="preload" as="script" href="/bootstrap.0123456789.js" fetchpriority="low">',
      '<link rel="preload" as="image" href="/logo.svg" fetchpriority="low">',
    ]);
  });

  it('escapes the inlined config so no value can close the script element', async () => {
    const hintsFor = createPageHints({
      distDir: shellDist({ feed: `${feedUrl}/remoteEntry.js?x=</script><script>alert(1)</script>` }),
    });
    const [config] = await hintsFor(new URL('http://site.test/'));
    expect(config).not.toMatch(/<\/script><script>/);
    expect(config).toContain('\\u003c/script>');
  });

  it('places the hints at the end of <head>', () => {
    expect(withHints('<html><head><title>x</title></head><body></body></html>', ['<link a>'])).toBe(
      '<html><head><title>x</title><link a></head><body></body></html>',
    );
  });
});
