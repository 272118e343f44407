// The static server every module is served by (web-server/src/static-server.mjs), over real sockets:
// what a browser, a stale page or a hostile client gets back.
import type { Server } from 'node:http';
import { startStaticServer } from '../src/static-server.mjs';
import { close, portOf, rawGet } from './helpers/raw-http';
import { INDEX, servedFolder } from './helpers/served-folder';

describe('static server', () => {
  let shell: Server;
  let remote: Server;
  let shellUrl: string;
  let remoteUrl: string;

  beforeAll(async () => {
    shell = await startStaticServer({
      dir: servedFolder('static-dist-', {
        'index.html': INDEX,
        'main.0123456789.js': 'console.log(1)',
        'remotes.json': JSON.stringify({
          // No API listens there: the pages are served as without one (a live API's answers are
          // web-server/src/public-page.mjs's, tested in public-page.test.ts).
          apiUrl: 'http://127.0.0.1:9',
          remotes: { feed: 'http://localhost:3001/remoteEntry.js' },
        }),
      }),
      port: 0,
      spa: true,
      pageHints: true,
    });
    remote = await startStaticServer({
      dir: servedFolder('static-dist-', {
        'index.html': INDEX,
        'remoteEntry.js': 'var feed;',
        'mf-manifest.json': '{}',
      }),
      port: 0,
      spa: true,
    });
    shellUrl = `http://localhost:${portOf(shell)}`;
    remoteUrl = `http://localhost:${portOf(remote)}`;
  });
  afterAll(async () => {
    await close(shell);
    await close(remote);
  });

  it.each(['/assets/x.js', '/main.0000000000.js', '/missing.css', '/remotes-old.json'])(
    'answers 404 for a missing asset %s, not index.html, and lets nothing cache it',
    async (path) => {
      for (const base of [shellUrl, remoteUrl]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('<div id="root">');
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    },
  );

  it('answers a page address with index.html and 200, and serves files that exist', async () => {
    for (const base of [shellUrl, remoteUrl]) {
      for (const path of ['/', '/surgeries', '/surgeries?surgery=4', '/review/4/edit']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toContain('<div id="root">');
      }
    }
    const chunk = await fetch(`${shellUrl}/main.0123456789.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${remoteUrl}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/\0',
    '/%00',
    '/index.html%00.js',
    '/%00/surgeries',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/../../etc/passwd',
    '/assets/..%5c..%5cpackage.json',
    '/%E0%A4%A',
    '/%',
  ])('answers the malformed path %j with 400 or 404, never a 500 or a file outside dist', async (path) => {
    for (const server of [shell, remote]) {
      const { status, body } = await rawGet(portOf(server), path);
      expect([400, 404]).toContain(status);
      expect(body).not.toMatch(/root:|"workspaces"/);
    }
  });

  it('answers a file name longer than the file system allows with 404', async () => {
    for (const server of [shell, remote]) {
      expect((await rawGet(portOf(server), `/${'a'.repeat(5000)}.js`)).status).toBe(404);
    }
  });

  it("sends a remote's standalone page the shell's CSP and security headers, with the API it calls", async () => {
    const shellPage = await fetch(`${shellUrl}/surgeries`);
    const standalone = await fetch(`${remoteUrl}/`);
    for (const response of [shellPage, standalone]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/^default-src 'self'; script-src 'self'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // The shell's from its remotes.json, the standalone page's derived from its host.
      expect(csp).toMatch(
        response === shellPage
          ? /connect-src 'self' http:\/\/127\.0\.0\.1:9 /
          : /connect-src 'self' http:\/\/localhost:4000/,
      );
      // Images: exactly the API's origin (photos), Facebook's profile pictures, our own and
      // the remotes' origins; never any https: host as a whole.
      const imgSrc = (/(?:^|; )img-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
      expect(imgSrc).not.toContain('https:');
      expect(imgSrc).toEqual(
        expect.arrayContaining([
          "'self'",
          response === shellPage ? 'http://127.0.0.1:9' : 'http://localhost:4000',
          'https://platform-lookaside.fbsbx.com',
          'https://*.fbcdn.net',
        ]),
      );
      expect(imgSrc.every((source) => !/^https?:$|^\*$/.test(source))).toBe(true);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const directives = (csp: string | null) => (csp ?? '').split('; ').map((d) => d.split(' ')[0]);
    expect(directives(standalone.headers.get('content-security-policy'))).toEqual(
      directives(shellPage.headers.get('content-security-policy')),
    );
  });

  it('derives the API origin of a standalone page on a public host as the page does', async () => {
    const { head } = await rawGet(portOf(remote), '/', {
      Host: 'www.journeys.example',
      'X-Forwarded-Proto': 'https',
    });
    expect(head).toMatch(/connect-src 'self' https:\/\/api\.journeys\.example/i);
  });
});
