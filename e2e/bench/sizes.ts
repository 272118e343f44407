// Size budgets (measured, not claimed): gzip bytes of the JavaScript a browser loads before a
// page is usable, read from the real composed site in Chromium, and each remote's own initial
// chunk (remoteEntry.js plus its exposed modules' synchronous JS) from its mf-manifest.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage } from '../src/browser';
import { repoRoot } from '../src/paths';
import { startSite } from '../src/site';

const PAGE_BUDGETS_KB: Record<string, number> = { '/': 130, '/surgeries': 170 };
const REMOTE_BUDGET_KB = 50;
const REMOTES: Record<string, string> = {
  feed: 'mfe-feed',
  wizard: 'mfe-wizard',
  comments: 'mfe-comments',
  notifications: 'mfe-notifications',
  auth: 'mfe-auth',
};

interface Row {
  what: string;
  kb: number;
  budgetKb: number;
  files: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function pageRows(): Promise<Row[]> {
  const site = await startSite();
  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    for (const [path, budgetKb] of Object.entries(PAGE_BUDGETS_KB)) {
      const { page, context } = await openPage(browser);
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.ok() && (type.includes('javascript') || response.url().endsWith('.js'))) {
          bodies.push(response.body());
        }
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const buffers = await Promise.all(bodies);
      const gzipped = buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
      rows.push({ what: `page ${path}`, kb: kb(gzipped), budgetKb, files: buffers.length });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return rows;
}

function remoteRows(): Row[] {
  return Object.entries(REMOTES).map(([name, dir]) => {
    const dist = join(repoRoot, dir, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const files = new Set(['remoteEntry.js', ...manifest.exposes.flatMap((e) => e.assets.js.sync)]);
    const bytes = [...files].reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length,
      0,
    );
    return {
      what: `remote ${name} initial chunk`,
      kb: kb(bytes),
      budgetKb: REMOTE_BUDGET_KB,
      files: files.size,
    };
  });
}

const rows = [...(await pageRows()), ...remoteRows()];
console.log('\n| what | gzip KB | budget KB | files | result |\n|---|---:|---:|---:|---|');
for (const r of rows) {
  console.log(
    `| ${r.what} | ${r.kb} | ${r.budgetKb} | ${r.files} | ${r.kb <= r.budgetKb ? 'PASS' : 'FAIL'} |`,
  );
}
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', 'sizes.json'), JSON.stringify(rows, null, 2));
if (rows.some((r) => r.kb > r.budgetKb)) {
  console.error('\nA size budget is exceeded.');
  process.exit(1);
}
