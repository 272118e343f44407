// The shell's HTML server answers a page within its deadline whatever the servers it asks while the
// page waits do (web-server/src/fetch-json.mjs): the API (the page's tags, the landing page's members) or
// a remote (its mf-manifest.json, for the page's hints). Over real sockets, each held in turn while
// the other answers: the page comes with what answered and without what did not.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, open, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStaticServer } from '../src/static-server.mjs';

const INDEX =
  '<!doctype html><html><head><title>page</title></head><body><div id="root"></div>' +
  '<noscript>Turn on JavaScript.</noscript></body></html>';

/**
 * How a held server answers: it accepts the connection and never answers; it answers the headers
 * and never the body; or it sends a compressed body whose end arrives while every thread that
 * could decode it is busy (a busy machine, where decoding waits its turn): Node 20's fetch then
 * lost the deadline's abort and never settled the body, and the page hung.
 */
type Hold = 'silent' | 'headers' | 'decoding';
const HOLDS: Record<Hold, string> = {
  silent: 'answering nothing',
  headers: 'answering the headers, never the body',
  decoding: 'sending a compressed body still to be decoded at the deadline',
};

/**
 * Occupies every thread of libuv's pool, where zlib decodes, until released: each thread is opening
 * a FIFO for reading, which blocks until a writer opens it.
 */
class ThreadPoolHold {
  private fifo: string | null = null;
  private readers: Promise<number>[] = [];

  get held(): boolean {
    return this.fifo !== null;
  }

  hold(): void {
    if (this.fifo) return;
    const fifo = join(mkdtempSync(join(tmpdir(), 'thread-pool-hold-')), 'fifo');
    execFileSync('mkfifo', [fifo]);
    const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    this.readers = Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => open(fifo, 'r', (e, fd) => (e ? reject(e) : resolve(fd)))),
    );
    this.fifo = fifo;
  }

  async release(): Promise<void> {
    if (!this.fifo) return;
    // Opened for reading and writing, a FIFO opens at once on Linux and lets the readers through.
    const writer = openSync(this.fifo, 'r+');
    for (const fd of await Promise.all(this.readers)) closeSync(fd);
    closeSync(writer);
    rmSync(dirname(this.fifo), { recursive: true, force: true });
    this.fifo = null;
  }
}

/** A server answering `answers` by path, or holding every request as `hold` says. */
class StandIn {
  hold: Hold | null = null;
  /** The paths asked for, in order. */
  readonly asked: string[] = [];
  private readonly server: Server;

  constructor(
    private readonly answers: Record<string, unknown>,
    private readonly pool: ThreadPoolHold,
  ) {
    this.server = createServer((req, res) => this.answer(req, res));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    this.asked.push(path);
    const answer = this.answers[path];
    if (answer === undefined) {
      res.statusCode = 404;
      res.end();
    } else if (this.hold === 'headers') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
    } else if (this.hold === 'decoding') {
      const body = gzipSync(JSON.stringify(answer));
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.write(body.subarray(0, body.length >> 1));
      // The end comes a moment later, as a compressing server's does: after the headers have
      // reached the client, and when nothing is free to decode it.
      const end = setTimeout(() => {
        this.pool.hold();
        res.end(body.subarray(body.length >> 1));
      }, 100);
      // A client gone by then leaves nothing to decode, and no pool to hold past its test.
      res.on('close', () => clearTimeout(end));
    } else if (this.hold !== 'silent') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    }
  }
}

const MANIFEST = (name: string) => ({
  exposes: [{ name, assets: { js: { sync: [`__federation_expose_${name}.abc.js`] }, css: { sync: [] } } }],
});
const REMOTE_ANSWERS = {
  '/feed/mf-manifest.json': MANIFEST('Feed'),
  '/comments/mf-manifest.json': MANIFEST('Comments'),
  '/insights/mf-manifest.json': MANIFEST('SurgeonPage'),
};
const API_ANSWERS = {
  '/users': [],
  '/public-page': {
    title: 'Described by the API',
    description: 'A page the API describes.',
    url: 'https://journeys.example/page',
    type: 'website',
    image: { url: 'https://journeys.example/og/site.png', width: 1200, height: 630, alt: 'The site' },
    structuredData: null,
    blocks: [],
  },
};

/** What the page carries when the API answered: its title. */
const TAGS = '<title>Described by the API</title>';
/** What the page carries when its remote's manifest answered: the exposed module's chunk. */
const HINTS = '__federation_expose_';

/** The pages the issue saw hang, and the landing page; each asks the API, two also ask remotes. */
const PAGES = [
  { path: '/surgeries?surgery=161', asksRemotes: true },
  { path: '/surgeons/1659374734', asksRemotes: true },
  { path: '/', asksRemotes: false },
];

describe("the shell's HTML server while a server it asks is held", () => {
  const pool = new ThreadPoolHold();
  const api = new StandIn(API_ANSWERS, pool);
  const remotes = new StandIn(REMOTE_ANSWERS, pool);
  let dir: string;
  let shell: Server | null = null;

  beforeAll(async () => {
    const [apiUrl, remotesUrl] = await Promise.all([api.start(), remotes.start()]);
    dir = mkdtempSync(join(tmpdir(), 'shell-deadline-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({
        apiUrl,
        remotes: Object.fromEntries(
          ['feed', 'comments', 'insights'].map((name) => [name, `${remotesUrl}/${name}/remoteEntry.js`]),
        ),
      }),
    );
  });
  beforeEach(async () => {
    // A server of its own for each case: manifests and members it kept from an earlier case would
    // spare it the request held here.
    shell = await startStaticServer({ dir, port: 0, spa: true, pageHints: true });
  });
  afterEach(async () => {
    await pool.release();
    api.hold = null;
    remotes.hold = null;
    shell?.closeAllConnections();
    await new Promise<void>((resolve) => (shell ? shell.close(() => resolve()) : resolve()));
  });
  afterAll(async () => {
    await api.stop();
    await remotes.stop();
  });

  /** The page, asked for uncompressed: the reply itself must not need the held thread pool. */
  async function page(path: string): Promise<{ status: number; html: string }> {
    const port = (shell!.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    return { status: response.status, html: await response.text() };
  }

  const cases = (Object.keys(HOLDS) as Hold[]).flatMap((hold) =>
    PAGES.flatMap(({ path, asksRemotes }) => [
      { held: 'the API' as const, hold, what: HOLDS[hold], path, asksRemotes },
      ...(asksRemotes ? [{ held: 'the remotes' as const, hold, what: HOLDS[hold], path, asksRemotes }] : []),
    ]),
  );

  it.each(cases)(
    '$path, $held $what: the page comes without that, with what did answer',
    async ({ held, hold, path, asksRemotes }) => {
      const holding = held === 'the API' ? api : remotes;
      holding.hold = hold;
      const askedBefore = holding.asked.length;

      const { status, html } = await page(path);

      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      // The held server was asked for this page, and what it holds is not in the page.
      expect(holding.asked.length).toBeGreaterThan(askedBefore);
      expect(html).not.toContain(held === 'the API' ? TAGS : HINTS);
      if (hold === 'decoding') expect(pool.held).toBe(true);
      // What the other server answered is.
      if (held === 'the remotes') expect(html).toContain(TAGS);
      else if (asksRemotes) expect(html).toContain(HINTS);
    },
  );
});
