// The photo locations of the production nginx configuration (docs/operations.md §17): read as
// text, then served for real by nginx in front of a stand-in API when nginx is installed.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_UPLOAD_MAX_BODY, nginxConf } from '../src/prod/nginx-conf.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The body of `location <match> {` in `conf`, up to its closing brace. */
function location(conf, match) {
  const start = conf.indexOf(`    location ${match} {\n`);
  assert.notEqual(start, -1, `no location ${match}`);
  return conf.slice(start, conf.indexOf('\n    }\n', start));
}

const confFor = (prefix, port, apiPort) =>
  nginxConf({
    prefix,
    listen: [`127.0.0.1:${port}`],
    apiServers: [`127.0.0.1:${apiPort}`],
    webPort: null,
    shellDist: join(prefix, 'dist'),
    remotes: [],
  });

describe('nginx configuration: photos', () => {
  const conf = confFor('/tmp/p', 8080, 4101);

  it('lets a photo upload through up to the API’s limit, streamed, and nothing else past 1 MB', () => {
    const upload = location(conf, '= /api/photos');
    assert.match(upload, new RegExp(`client_max_body_size ${PHOTO_UPLOAD_MAX_BODY};`));
    assert.match(upload, /proxy_request_buffering off;/);
    assert.match(upload, /proxy_pass http:\/\/api\/photos;/);
    assert.match(conf, /\n {2}client_max_body_size 1m;/);
    // Above the API's own limit (it answers 413 with the size message), by no more than a megabyte.
    const rules = readFileSync(join(root, 'shared', 'src', 'domain', 'photo-rules.ts'), 'utf8');
    const [, mb] = /PHOTO_MAX_BYTES = (\d+) \* 1024 \* 1024;/.exec(rules) ?? [];
    assert.equal(Number.parseInt(PHOTO_UPLOAD_MAX_BODY, 10), Number(mb) + 1);
  });

  it('asks the API for every photo file: no files read here, no cache, its headers untouched', () => {
    const files = location(conf, '^~ /api/photos/');
    assert.match(files, /proxy_pass http:\/\/api\/photos\/;/);
    assert.match(files, /proxy_cache off;/);
    for (const forbidden of [
      /\balias\b/,
      /\broot\b/,
      /add_header/,
      /proxy_hide_header/,
      /expires/,
      /proxy_intercept_errors on/,
    ])
      assert.doesNotMatch(files, forbidden);
  });
});

const nginx = ['nginx', '/usr/sbin/nginx'].find((bin) => !spawnSync(bin, ['-v']).error);

// Skipped where nginx is not installed: `npm run start:prod` installs it (ensureNginx), after the unit tests in CI.
(nginx ? describe : describe.skip)('nginx serving photos in front of the API', () => {
  /** What the stand-in API was asked: method, path with query, body size. */
  const seen = [];
  let api;
  let proc;
  let prefix;
  let base;

  const freePort = () =>
    new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });

  beforeAll(async () => {
    api = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk) => (size += chunk.length));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, size });
        if (req.url.startsWith('/photos/7/400.webp')) {
          const signed = req.url.includes('signature=');
          res.writeHead(200, {
            'content-type': 'image/webp',
            'content-length': '4',
            'x-content-type-options': 'nosniff',
            'cache-control': signed ? 'private, max-age=3540' : 'public, max-age=31536000, immutable',
          });
          res.end('RIFF');
        } else if (req.url.startsWith('/photos/8/')) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end('{"code":"NOT_FOUND","message":"Photo not found"}');
        } else {
          res.writeHead(201, { 'content-type': 'application/json' });
          res.end('{"id":1}');
        }
      });
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    prefix = mkdtempSync(join(tmpdir(), 'journeys-nginx-photos-'));
    for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
    writeFileSync(join(prefix, 'nginx.conf'), confFor(prefix, port, api.address().port));
    proc = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${base}/api/photos/7/400.webp`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    seen.length = 0;
  });

  afterAll(async () => {
    proc?.kill('SIGTERM');
    await new Promise((resolve) => api?.close(resolve));
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("passes an 'everyone' photo with its cache headers, and a signed one with its query", async () => {
    const open = await fetch(`${base}/api/photos/7/400.webp`);
    assert.equal(open.status, 200);
    assert.equal(open.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(open.headers.get('content-type'), 'image/webp');
    assert.equal(open.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(await open.text(), 'RIFF');

    const signed = await fetch(`${base}/api/photos/7/400.webp?expires=1900000000&signature=abc_-1`);
    assert.equal(signed.headers.get('cache-control'), 'private, max-age=3540');
    assert.deepEqual(
      seen.map((s) => s.url),
      ['/photos/7/400.webp', '/photos/7/400.webp?expires=1900000000&signature=abc_-1'],
    );
  });

  it('passes the API’s 404 for a gone photo as it is, and asks again each time (nothing cached)', async () => {
    seen.length = 0;
    for (let i = 0; i < 2; i += 1) {
      const gone = await fetch(`${base}/api/photos/8/400.webp`);
      assert.equal(gone.status, 404);
      assert.match(await gone.text(), /"NOT_FOUND"/);
    }
    assert.equal(seen.length, 2);
  });

  it('takes a 3 MB upload to POST /api/photos, and still refuses 3 MB anywhere else', async () => {
    seen.length = 0;
    const body = Buffer.alloc(3 * 1024 * 1024, 1);
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    const upload = await fetch(`${base}/api/photos`, { method: 'POST', body, headers });
    assert.equal(upload.status, 201);
    assert.deepEqual(seen, [{ method: 'POST', url: '/photos', size: body.length }]);
    const other = await fetch(`${base}/api/review/update`, { method: 'POST', body, headers });
    assert.equal(other.status, 413);
  });
});

describe('nginx configuration: pages', () => {
  it('keeps what the pages vary with (their language: Accept-Language, the cookies) beside its own gzip Vary', () => {
    const conf = nginxConf({
      prefix: '/tmp/p',
      listen: ['127.0.0.1:8080'],
      apiServers: ['127.0.0.1:4101'],
      webPort: 3000,
      shellDist: '/tmp/p/dist',
      remotes: [],
    });
    const pages = location(conf, '/');
    assert.match(pages, /proxy_hide_header Vary;\n\s*add_header Vary "Accept-Language, Cookie";/);
    // Files keep their own headers, without the pages' Vary.
    const files = pages.slice(pages.indexOf('location ~'));
    assert.doesNotMatch(files.slice(0, files.indexOf('}')), /Vary/);
  });
});
