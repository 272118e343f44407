// The service worker's weight and what it saves (docs/architecture.md §12), measured on the built
// shell and the real composed site:
// - the worker's page-side parts on `/`: registration in the entry, the offline line, the worker's
//   messages and the log-out clearing in the bootstrap chunk (the bytes the source maps attribute
//   to shell/src/offline/, each file's share gzipped on its own, which overstates them): at most
//   1 KB gzip;
// - the worker itself (sw.js): at most 15 KB gzip, fetched after the page is idle;
// - a repeat visit to `/` with a warm worker: JavaScript bytes fetched from the network, 0.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { openPage } from '../src/browser';
import { repoRoot } from '../src/paths';
import type { Site } from '../src/site';
import type { SizeRow } from './size-row';

const SHELL_DIST = join(repoRoot, 'shell', 'dist');
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** The generated text of `file` that its source map attributes to sources matching `source`. */
function generatedFrom(file: string, source: RegExp): string {
  const code = readFileSync(join(SHELL_DIST, file), 'utf8').split('\n');
  const map = new SourceMapConsumer(
    JSON.parse(readFileSync(join(SHELL_DIST, `${file}.map`), 'utf8')) as RawSourceMap,
  );
  const mappings: { line: number; column: number; ours: boolean }[] = [];
  map.eachMapping((m) =>
    mappings.push({
      line: m.generatedLine,
      column: m.generatedColumn,
      ours: m.source !== null && source.test(m.source),
    }),
  );
  let text = '';
  mappings.forEach((m, i) => {
    if (!m.ours) return;
    const next = mappings[i + 1];
    const line = code[m.line - 1] ?? '';
    text += line.slice(m.column, next && next.line === m.line ? next.column : line.length);
  });
  return text;
}

const distFile = (pattern: RegExp) => {
  const name = readdirSync(SHELL_DIST).find((f) => pattern.test(f));
  if (!name) throw new Error(`shell/dist has no ${pattern}`);
  return name;
};

/** JavaScript the page got from the network rather than from the worker, in bytes (and its files). */
function networkScripts(context: BrowserContext): { files: string[]; bytes: () => Promise<number> } {
  const files: string[] = [];
  const sizes: Promise<number>[] = [];
  context.on('response', (response) => {
    const request = response.request();
    const script =
      request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (!script || response.fromServiceWorker()) return;
    files.push(`${response.status()} ${response.url()}`);
    sizes.push(
      response.body().then(
        (b) => b.length,
        () => 0,
      ),
    );
  });
  return { files, bytes: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0) };
}

export async function workerRows(site: Site, browser: Browser): Promise<SizeRow[]> {
  const offline = /shell\/src\/offline\//;
  const entryPart = gz(generatedFrom(distFile(/^main\.[0-9a-f]{10}\.js$/), offline));
  const bootstrapPart = gz(generatedFrom(distFile(/^bootstrap\.[0-9a-f]{10}\.js$/), offline));
  const worker = gz(readFileSync(join(SHELL_DIST, 'sw.js')));

  const { page, context } = await openPage(browser, { serviceWorkers: 'allow' });
  try {
    await page.goto(`${site.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The worker keeps what the controlled page asks for; one controlled visit warms it.
    await page.reload({ waitUntil: 'networkidle' });
    // A visit in a new tab of the same browser: reloading would hide the first page, whose
    // real-user reporter then loads (early-errors.ts) and would be counted as the visit's.
    const network = networkScripts(context);
    const visit = await context.newPage();
    await visit.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await visit.locator('main h1').first().waitFor();
    await visit.waitForTimeout(1000);
    const bytes = await network.bytes();
    if (process.argv.includes('--files'))
      for (const f of network.files) console.log(`  warm / from the network: ${f}`);
    return [
      {
        what: `service worker's page-side parts on / (entry ${entryPart} B + bootstrap ${bootstrapPart} B)`,
        kb: kb(entryPart + bootstrapPart),
        budgetKb: 1,
        files: 1,
      },
      {
        what: 'service worker sw.js (fetched once the page is idle)',
        kb: kb(worker),
        budgetKb: 15,
        files: 1,
      },
      {
        what: `repeat visit to / with a warm worker: JavaScript bytes from the network (${network.files.length} answers)`,
        kb: kb(bytes),
        budgetKb: 0,
        files: network.files.length,
      },
    ];
  } finally {
    await context.close();
  }
}
