// Size budgets (measured, not claimed): gzip bytes of every JavaScript file a browser fetches for a
// page until the page is idle, read from the real composed site in Chromium, and each remote's own
// initial chunk (remoteEntry.js plus its exposed modules' synchronous JS) from its mf-manifest.json.
// The budgets are the module map's (docs/architecture.md §2).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_BUDGETS_KB, REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';
import { launchBrowser, openPage } from '../src/browser';
import { landingHtmlWithMembers } from '../src/landing-members';
import { MAX_CLS, PHOTO_CARDS_PATH, measurePhotoCards, prepareTenPhotoCards } from './photo-cards';
import { collectScriptBodies } from './script-bodies';
import { workerRows } from './service-worker';
import type { SizeRow } from './size-row';
import { repoRoot } from '../src/paths';
import { startSite } from '../src/site';

/**
 * A page's budget holds every byte of JavaScript it makes the browser fetch before the network is
 * idle: a file fetched after the page became usable (a preload, a chunk for data on screen) costs
 * the visitor's bandwidth and a phone's CPU all the same. When the page became usable (`usableWhen`,
 * evaluated in the page: the landing page's heading with its two ways in; the feed's first surgery
 * card with its comments area) is reported beside it, as information.
 */
const SURGERIES_USABLE = (comments: string) => ({
  usableWhen: `[...document.querySelectorAll('#main article[id^="surgery-"] button')].some((b) => b.textContent.startsWith('${comments} ('))`,
  waitFor: `#main article[id^="surgery-"] button:has-text("${comments} (")`,
});

// Each page in both languages (docs/architecture.md §11): the Spanish twin has the same budget.
const PAGES: { path: string; budgetKb: number; usableWhen: string; waitFor: string }[] = [
  {
    path: '/',
    budgetKb: PAGE_BUDGETS_KB['/'],
    usableWhen: `document.querySelector('main h1')`,
    waitFor: 'main h1',
  },
  { path: '/surgeries', budgetKb: PAGE_BUDGETS_KB['/surgeries'], ...SURGERIES_USABLE('Comments') },
  {
    path: '/es',
    budgetKb: PAGE_BUDGETS_KB['/'],
    usableWhen: `document.querySelector('main h1')`,
    waitFor: 'main h1',
  },
  {
    path: '/es/surgeries',
    budgetKb: PAGE_BUDGETS_KB['/surgeries'],
    ...SURGERIES_USABLE('Comentarios'),
  },
];

// `--files` lists every JavaScript file a page loads with its gzip size.
const listFiles = process.argv.includes('--files');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (buffers: Buffer[]) =>
  kb(buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0));

/**
 * Records, in the page, when `usableWhen` first holds. A string, not a
 * function: tsx's name-keeping helpers do not exist in the page.
 */
const watchUsable = (usableWhen: string) => `(() => {
  const check = () => {
    if (window.__usableAt === undefined && (${usableWhen})) {
      window.__usableAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

/** Layout stability beside the sizes: a case that loads more code must not move the page either. */
const clsChecks: { what: string; cls: number; max: number; pass: boolean }[] = [];

async function pageRows(): Promise<SizeRow[]> {
  const site = await startSite();
  // Measured as on a running site: the HTML server holds the landing page's members already.
  await landingHtmlWithMembers(site.url);
  const browser = await launchBrowser();
  const rows: SizeRow[] = [];
  try {
    for (const { path, budgetKb, usableWhen, waitFor } of PAGES) {
      const { page, context } = await openPage(browser);
      await page.addInitScript(watchUsable(usableWhen));
      const bodies = collectScriptBodies(page);
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator(waitFor).first().waitFor();
      await page.waitForTimeout(500);
      const requestedBeforeUsable = await page.evaluate(() => {
        const usableAt = (window as unknown as { __usableAt: number }).__usableAt;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= usableAt)
          .map((e) => e.name);
      });
      const all = new Map(await Promise.all([...bodies].map(async ([url, b]) => [url, await b] as const)));
      const beforeUsable = [...all].filter(([url]) => requestedBeforeUsable.includes(url));
      if (listFiles) {
        for (const [url, b] of all) {
          const when = requestedBeforeUsable.includes(url) ? 'before usable' : 'after usable';
          console.log(`  ${path} ${gzipKb([b])} KB ${when} ${url}`);
        }
      }
      rows.push({
        what: `page ${path} (all JS once idle)`,
        kb: gzipKb([...all.values()]),
        budgetKb,
        files: all.size,
        usableKb: gzipKb(beforeUsable.map(([, b]) => b)),
        usableFiles: beforeUsable.length,
      });
      await context.close();
    }
    rows.push(...(await workerRows(site, browser)));
    // Last: it changes the demo data the rows above measure (docs/architecture.md §2).
    const photoIds = await prepareTenPhotoCards(site);
    const figures = await measurePhotoCards(browser, site);
    if (listFiles) {
      for (const [url, b] of figures.bodies)
        console.log(`  ${PHOTO_CARDS_PATH} (ten photo cards) ${gzipKb([b])} KB ${url}`);
    }
    rows.push({
      what: `page ${PHOTO_CARDS_PATH} with ten cards of photos (all JS once idle and scrolled)`,
      kb: gzipKb([...figures.bodies.values()]),
      budgetKb: PAGE_BUDGETS_KB['/surgeries'],
      files: figures.bodies.size,
    });
    clsChecks.push({
      what: `page ${PHOTO_CARDS_PATH} with ten cards of photos, CLS scrolled to the tenth (${figures.thumbnailsLoaded}/${photoIds.length} thumbnails loaded)`,
      cls: figures.cls,
      max: MAX_CLS,
      pass: figures.cls <= MAX_CLS && figures.thumbnailsLoaded >= photoIds.length,
    });
  } finally {
    await browser.close();
    await site.stop();
  }
  return rows;
}

/**
 * A remote's initial chunk as a page meets it: remoteEntry.js plus the synchronous JavaScript of
 * the one exposed module the page shows. A remote may expose several pages (auth: modals,
 * verify-email, reset-password, account…) and no page loads more than one of them at first, so
 * the budget holds for the largest; summing them would make every new page cost every other.
 */
function remoteRows(): SizeRow[] {
  const gz = (dist: string, f: string) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  return REMOTE_NAMES.map((name) => {
    const dist = join(repoRoot, REMOTE_MAP[name].folder, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const perExpose = manifest.exposes.map((e) => {
      const files = new Set(['remoteEntry.js', ...e.assets.js.sync]);
      return {
        expose: e.name,
        files: files.size,
        bytes: [...files].reduce((sum, f) => sum + gz(dist, f), 0),
      };
    });
    const largest = perExpose.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return {
      what: `remote ${name} initial chunk`,
      kb: kb(largest.bytes),
      budgetKb: REMOTE_MAP[name].budgetKb,
      files: largest.files,
    };
  });
}

const rows = [...(await pageRows()), ...remoteRows()];
console.log('\n| what | gzip KB | budget KB | files | of which before usable, KB (files) | result |');
console.log('|---|---:|---:|---:|---:|---|');
for (const r of rows) {
  const verdict = r.kb <= r.budgetKb ? 'PASS' : 'FAIL';
  const usable = r.usableKb === undefined ? '—' : `${r.usableKb} (${r.usableFiles})`;
  console.log(`| ${r.what} | ${r.kb} | ${r.budgetKb} | ${r.files} | ${usable} | ${verdict} |`);
}
console.log('\n| what | CLS | at most | result |');
console.log('|---|---:|---:|---|');
for (const c of clsChecks) console.log(`| ${c.what} | ${c.cls} | ${c.max} | ${c.pass ? 'PASS' : 'FAIL'} |`);
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', 'sizes.json'), JSON.stringify(rows, null, 2));
writeFileSync(join(repoRoot, 'bench', 'results', 'layout-shift.json'), JSON.stringify(clsChecks, null, 2));
const overBudget = rows.some((r) => r.kb > r.budgetKb);
if (overBudget) console.error('\nA size budget is exceeded.');
if (clsChecks.some((c) => !c.pass)) console.error('\nA page moves more than it may (CLS).');
if (overBudget || clsChecks.some((c) => !c.pass)) process.exit(1);
