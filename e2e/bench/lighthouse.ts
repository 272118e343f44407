// Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4x CPU slowdown) on the
// real composed site in Debian Chromium: the median of 3 runs per page must reach the targets of
// the README's performance table, and on the insight pages accessibility 100. SEO is 100 on every
// public page; `/notifications` runs logged in as a demo member and is a member page, which says
// `noindex` on purpose, so its SEO score is printed and not held.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { paths } from '@journeys/shared/paths';
import type { CurrentUser } from '@journeys/shared/rules';
import { serializeStoredUser } from '@journeys/shared/session';
import { busiestProcedure, busiestSurgeonOf } from '../src/insights-data';
import { findKateKnee, KATE, DEMO_PASSWORD } from '../src/members';
import { landingHtmlWithMembers } from '../src/landing-members';
import { repoRoot } from '../src/paths';
import { API_URL, startSite } from '../src/site';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_RETRY=1: a page whose runs miss what it is held to gets one more run (CI runs each
// page once; a run slowed by a neighbour on the host should not fail it, a real regression
// fails twice).
const RETRY = process.env.LIGHTHOUSE_RETRY === '1';
const ONLY = process.env.LIGHTHOUSE_ONLY;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Targets = Record<Category, number>;
const TARGETS: Targets = { performance: 95, accessibility: 98, 'best-practices': 95, seo: 100 };
/** A member page tells crawlers `noindex`, which Lighthouse's SEO category counts against it. */
const MEMBER_PAGE_TARGETS: Targets = { ...TARGETS, seo: 0 };
// `--floor=performance:60`: that category is printed against its target but fails only below the
// floor. CI sets it for performance, which follows the machine (below); every other category is
// held to its target.
const FLOORS = new Map(
  (process.argv.find((a) => a.startsWith('--floor='))?.split('=')[1] ?? '')
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [category, value] = item.split(':');
      if (!CATEGORIES.includes(category as Category) || !Number.isFinite(Number(value))) {
        throw new Error(`--floor: expected category:score, got '${item}'`);
      }
      return [category as Category, Number(value)] as const;
    }),
);
/**
 * Lighthouse's host CPU benchmark index is printed, not used: it is a one-second loop before the
 * load, and it does not see a busy host. CI of 2026-11-28 read 2596–2653 (Lighthouse's reference
 * host is about 1533) while its runs took 2.5–3 times the CPU seconds of a quiet machine and the
 * insight pages scored 92 and 86; on a quiet machine two CPU-bound processes beside Lighthouse
 * lowered the procedure page to 93 with the index at 1654. So in CI the insight pages are held to
 * a floor of their own, above every other page's: the lowest median any host has given them is 86.
 */
const INSIGHT_PERFORMANCE_FLOOR = 80;
// The procedure and surgeon pages: targets of 95 performance and 100 accessibility.
const INSIGHT_TARGETS: Targets = { ...TARGETS, accessibility: 100 };
/** The Spanish twins of public pages (docs/architecture.md §11): accessibility and SEO 100. */
const SPANISH_TARGETS: Targets = { ...TARGETS, accessibility: 100 };
const INSIGHT_PAGE = {
  member: false,
  targets: INSIGHT_TARGETS,
  performanceFloor: INSIGHT_PERFORMANCE_FLOOR,
} as const;
export interface LighthouseRow {
  page: string;
  /** Median score (0–100) per category, and every run's score. */
  scores: Targets;
  runs: Record<Category, number[]>;
  targets: Targets;
  /** Median of the runs' host CPU benchmark index (Lighthouse's `environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** With `--floor=performance:N`, this page's performance fails below the higher of N and this. */
  performanceFloor: number;
  /** Median of the runs' metrics, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function loginToken(): Promise<{ token: string; user: CurrentUser }> {
  const response = await fetch(`${API_URL}/email/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: KATE.email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const me = await fetch(`${API_URL}/patient/me`, { headers: { authorization: `Bearer ${token}` } });
  return { token, user: (await me.json()) as CurrentUser };
}

async function main(): Promise<void> {
  const site = await startSite();
  // Measured as on a running site: the HTML server holds the landing page's members already.
  await landingHtmlWithMembers(site.url);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: LighthouseRow[] = [];
  try {
    const knee = await findKateKnee();
    const { procedure } = await busiestProcedure();
    const surgeon = await busiestSurgeonOf(procedure.id);
    const pages: {
      page: string;
      url: string;
      member: boolean;
      targets?: Targets;
      performanceFloor?: number;
    }[] = [
      { page: '/', url: `${site.url}/`, member: false },
      { page: '/surgeries', url: `${site.url}/surgeries`, member: false },
      {
        page: '/surgeries?surgery=… (deep link)',
        url: `${site.url}/surgeries?surgery=${knee.id}`,
        member: false,
      },
      {
        page: '/notifications (logged in)',
        url: `${site.url}/notifications`,
        member: true,
        targets: MEMBER_PAGE_TARGETS,
      },
      { page: '/procedures', url: `${site.url}${paths.procedures()}`, member: false },
      { page: '/community-rules', url: `${site.url}${paths.communityRules()}`, member: false },
      {
        page: '/procedures/… (most journeys)',
        url: `${site.url}${paths.procedure(procedure.id)}`,
        ...INSIGHT_PAGE,
      },
      {
        page: '/surgeons/…',
        url: `${site.url}${paths.surgeon(surgeon.npi)}`,
        ...INSIGHT_PAGE,
      },
      { page: '/es/surgeries', url: `${site.url}/es/surgeries`, member: false, targets: SPANISH_TARGETS },
      {
        page: '/es/procedures/… (most journeys)',
        url: `${site.url}/es${paths.procedure(procedure.id)}`,
        ...INSIGHT_PAGE,
      },
    ];
    // Playwright drives the same Chromium to put a session in storage and to empty the HTTP
    // cache before each run (Lighthouse's own storage reset would also log the member out).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const helper = await context.newPage();
    const cdp = await context.newCDPSession(helper);
    const session = await loginToken();

    for (const { page, url, member, targets = TARGETS, performanceFloor = 0 } of pages.filter(
      (p) => !ONLY || p.page.startsWith(ONLY),
    )) {
      const runs = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as LighthouseRow['runs'];
      const benchmarkIndexes: number[] = [];
      const metrics = { fcp: [] as number[], lcp: [] as number[], tbt: [] as number[], cls: [] as number[] };
      const rowOf = (): LighthouseRow => ({
        page,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs[c])])) as Targets,
        runs,
        targets,
        benchmarkIndex: Math.round(median(benchmarkIndexes)),
        performanceFloor,
        metrics: {
          fcp: Math.round(median(metrics.fcp)),
          lcp: Math.round(median(metrics.lcp)),
          tbt: Math.round(median(metrics.tbt)),
          cls: Math.round(median(metrics.cls) * 1000) / 1000,
        },
      });
      const retried = () => RETRY && shortfalls(rowOf()).length > 0;
      for (let run = 0; run < RUNS || (run === RUNS && retried()); run++) {
        if (run === RUNS) console.log(`  ${page}: ${shortfalls(rowOf()).join('; ')}: one more run`);
        // A same-origin file that runs no script: the page's own code must not warm any cache.
        await helper.goto(`${site.url}/remotes.json`, { waitUntil: 'domcontentloaded' });
        await helper.evaluate(
          ([token, user]) => {
            localStorage.clear();
            if (token) {
              localStorage.setItem('authToken', token);
              localStorage.setItem('user', user);
            }
          },
          [member ? session.token : '', serializeStoredUser(session.user)] as const,
        );
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (process.env.LIGHTHOUSE_DUMP_DIR) {
          const file = `${page.replace(/[^a-z]+/gi, '-')}-${run + 1}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_DUMP_DIR, file), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        for (const c of CATEGORIES) runs[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        metrics.fcp.push(audit('first-contentful-paint'));
        metrics.lcp.push(audit('largest-contentful-paint'));
        metrics.tbt.push(audit('total-blocking-time'));
        metrics.cls.push(audit('cumulative-layout-shift'));
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        for (const warning of lhr.runWarnings) console.log(`  ${page} run ${run + 1}: ${warning}`);
        if (process.argv.includes('--details')) {
          console.log(`  ${page} run ${run + 1}: benchmarkIndex ${lhr.environment.benchmarkIndex}`);
          const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9);
          for (const a of failing)
            console.log(`  ${page} run ${run + 1}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
        }
      }
      rows.push(rowOf());
    }
    await browser.close();
  } finally {
    await chrome.kill();
    await site.stop();
  }

  console.log(
    `\nLighthouse, mobile, median of ${RUNS} runs${RETRY ? ', one more for a page that misses' : ''} (targets: ${CATEGORIES.map((c) => `${c} ≥ ${TARGETS[c]}`).join(', ')}; insight pages accessibility ${INSIGHT_TARGETS.accessibility}). Host CPU benchmark index: Lighthouse's reference is about 1533.`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | host index | result |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  const failures: string[] = [];
  for (const r of rows) {
    const ok = CATEGORIES.every((c) => r.scores[c] >= r.targets[c]);
    const missed = shortfalls(r);
    failures.push(...missed.map((shortfall) => `${r.page}: ${shortfall}`));
    // A page under its target but above the floor it is held to does not fail the run: say both.
    const result = ok ? 'PASS' : missed.length === 0 ? 'under target, above floor' : 'FAIL';
    const cell = (c: Category) => `${r.scores[c]} (${r.runs[c].join('/')})`;
    console.log(
      `| ${r.page} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} | ${r.metrics.fcp} | ${r.metrics.lcp} | ${r.metrics.tbt} | ${r.metrics.cls} | ${r.benchmarkIndex} | ${result} |`,
    );
  }
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench', 'results', 'lighthouse.json'), JSON.stringify(rows, null, 2));
  for (const [c, floor] of FLOORS)
    console.log(
      `\n${c}: reported against its target, fails below ${floor}${c === 'performance' ? ` (the insight pages below ${INSIGHT_PERFORMANCE_FLOOR})` : ''}.`,
    );
  if (failures.length > 0) {
    console.error(`\nA Lighthouse target is missed (run with --details to see the failing audits):`);
    for (const failure of failures) console.error(`  ${failure}`);
    process.exit(1);
  }
}

/** What a page's scores miss of what it is held to: its floor where one is given, else its target. */
function shortfalls(r: LighthouseRow): string[] {
  const required = (c: Category) => {
    const floor = FLOORS.get(c);
    if (floor === undefined) return r.targets[c];
    return c === 'performance' ? Math.max(floor, r.performanceFloor) : floor;
  };
  return CATEGORIES.filter((c) => r.scores[c] < required(c)).map(
    (c) => `${c} ${r.scores[c]} < ${required(c)}`,
  );
}

await main();
