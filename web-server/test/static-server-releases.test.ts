// The static server's releases (web-server/src/static-server.mjs, docs/releasing.md §5), over real
// sockets: each remote serves its immutable releases beside dist/, and the shell's server answers
// and inlines the live remotes.json that `npm run promote` writes, without a restart.
import { renameSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { startStaticServer } from '../src/static-server.mjs';
import { close, portOf, rawGet } from './helpers/raw-http';
import { INDEX, servedFolder } from './helpers/served-folder';

const VERSION = '0.1.0+3f2a9c1b';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static server: releases', () => {
  let remote: Server;
  let shell: Server;
  let remoteUrl: string;
  let shellUrl: string;
  let releasesRoot: string;
  const liveFile = () => join(releasesRoot, 'remotes.json');
  const built = {
    apiUrl: 'http://localhost:4000',
    remotes: { feed: 'http://localhost:3001/remoteEntry.js', wizard: 'http://localhost:3002/remoteEntry.js' },
  };

  /** What promote does: a new file renamed over the old one. */
  function promoteFeed(version: string): string {
    const entry = `http://localhost:3001/releases/${encodeURIComponent(version)}/remoteEntry.js`;
    const temporary = `${liveFile()}.tmp`;
    writeFileSync(
      temporary,
      JSON.stringify({
        ...built,
        // A URL the build does not have: only released remotes are taken from the pointer.
        remotes: { ...built.remotes, feed: entry, wizard: 'http://elsewhere.example/remoteEntry.js' },
        releases: { feed: { version, base: 'http://localhost:3001/releases/', history: [] } },
      }),
    );
    renameSync(temporary, liveFile());
    return entry;
  }

  beforeAll(async () => {
    releasesRoot = servedFolder('static-releases-', {
      [`mfe-feed/${VERSION}/remoteEntry.js`]: 'var feed;',
      [`mfe-feed/${VERSION}/mf-manifest.json`]: '{"exposes":[]}',
      [`mfe-feed/${VERSION}/release.json`]: '{}',
      [`mfe-feed/${VERSION}/index.html`]: INDEX,
      [`mfe-feed/${VERSION}/__federation_expose_Feed.0123456789.js`]: 'export const feed = 1;',
      [`mfe-feed/${VERSION}/assets/logo.0123456789.svg`]: '<svg/>',
      'secret.txt': 'not for the web',
    });
    remote = await startStaticServer({
      dir: servedFolder('static-releases-', { 'index.html': INDEX, 'remoteEntry.js': 'var feed;' }),
      port: 0,
      spa: true,
      releasesDir: join(releasesRoot, 'mfe-feed'),
    });
    shell = await startStaticServer({
      dir: servedFolder('static-releases-', { 'index.html': INDEX, 'remotes.json': JSON.stringify(built) }),
      port: 0,
      spa: true,
      pageHints: true,
      liveRemotesJson: liveFile(),
    });
    remoteUrl = `http://localhost:${portOf(remote)}`;
    shellUrl = `http://localhost:${portOf(shell)}`;
  });
  afterAll(async () => {
    await close(remote);
    await close(shell);
  });

  it.each([encodeURIComponent(VERSION), VERSION])(
    'serves a release under /releases/%s/ with CORS, its chunks cached for a year',
    async (version) => {
      for (const file of ['__federation_expose_Feed.0123456789.js', 'assets/logo.0123456789.svg']) {
        const response = await fetch(`${remoteUrl}/releases/${version}/${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
      }
      const chunk = await fetch(`${remoteUrl}/releases/${version}/__federation_expose_Feed.0123456789.js`);
      expect(chunk.headers.get('content-type')).toMatch(/javascript/);
      expect(await chunk.text()).toBe('export const feed = 1;');
    },
  );

  it.each(['remoteEntry.js', 'mf-manifest.json', 'release.json', 'index.html'])(
    "revalidates a release's entry file %s on every use (no-cache)",
    async (file) => {
      const response = await fetch(`${remoteUrl}/releases/${encodeURIComponent(VERSION)}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  it.each([
    `/releases/${encodeURIComponent(VERSION)}/missing.0123456789.js`,
    '/releases/0.1.0%2Bdeadbeef/remoteEntry.js',
    '/releases/latest/remoteEntry.js',
    `/releases/${encodeURIComponent(VERSION)}`,
  ])('answers %s with 404 that nothing caches, never index.html', async (path) => {
    const response = await fetch(`${remoteUrl}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it.each([
    `/releases/${encodeURIComponent(VERSION)}/..%2f..%2fsecret.txt`,
    `/releases/${encodeURIComponent(VERSION)}/../../secret.txt`,
    '/releases/..%2fsecret.txt',
    `/releases/${encodeURIComponent(VERSION)}/%2e%2e/%2e%2e/secret.txt`,
    `/releases/${encodeURIComponent(VERSION)}/..%5c..%5csecret.txt`,
  ])('never serves a file outside the release for %s', async (path) => {
    const { status, body } = await rawGet(portOf(remote), path);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('not for the web');
  });

  it("answers the build's remotes.json before any promote, never cached", async () => {
    const response = await fetch(`${shellUrl}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(built);
  });

  it('follows each promote at once, in /remotes.json and in the config inlined in the page', async () => {
    for (const version of ['0.1.0+11111111', '0.1.0+22222222']) {
      const entry = promoteFeed(version);
      const response = await fetch(`${shellUrl}/remotes.json`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const config = (await response.json()) as { remotes: Record<string, string>; releases: object };
      expect(config.remotes).toEqual({ feed: entry, wizard: built.remotes.wizard });
      expect(config.releases).toEqual({
        feed: { version, base: 'http://localhost:3001/releases/', history: [] },
      });
      const page = await fetch(`${shellUrl}/surgeries`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain(JSON.stringify(entry));
    }
  });
});
