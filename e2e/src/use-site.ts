import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, takePageProblems } from './browser';
import { startSite, type Site, type SiteOptions } from './site';

export interface SiteEnv {
  site: Site;
  browser: Browser;
}

/** What a test file needs of the site, when it is less than the whole composed site with the feed. */
export interface SiteUse extends SiteOptions {
  /** Prepares a fresh context for the warm-up's page (src/use-standalone.ts routes its API calls). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** The page loaded once before the tests; the feed by default. */
  warmUpUrl?: (site: Site) => string;
}

/**
 * Loads a page once before the tests, with time to spare. Two files start at once
 * (run-tests.mjs), and twice in CI the very first page of the second file's fresh browser and
 * site waited past a test's 30 s navigation limit while both sites and browsers were starting; a
 * test's first page is then measured against a started site, as every later one is. Its own
 * errors are not the tests' (a real fault shows again in them).
 */
async function warmUp({ site, browser }: SiteEnv, use: SiteUse): Promise<void> {
  const context = await browser.newContext();
  try {
    await use.prepare?.(context);
    const page = await context.newPage();
    await page.goto(use.warmUpUrl?.(site) ?? `${site.url}/surgeries`, { timeout: 120_000 });
  } catch {
    // The tests report what is wrong with the site.
  } finally {
    await context.close();
  }
}

/**
 * One composed site on a fresh database and one browser per test file, torn down after it.
 * `setup` runs once both are up: node:test does not order a file's own top-level `before`
 * after this one, so per-file preparation goes here. Every test fails if a page it opened logged
 * an error it did not declare (`openPage`'s `expectErrors`) or any CSP violation.
 */
export function useSite(setup?: (env: SiteEnv) => Promise<void>, use: SiteUse = {}): SiteEnv {
  const env = {} as SiteEnv;
  before(async () => {
    env.site = await startSite({ modules: use.modules });
    env.browser = await launchBrowser();
    await warmUp(env, use);
    await setup?.(env);
  });
  afterEach(() => {
    const problems = takePageProblems();
    if (problems.length > 0) {
      throw new Error(`the pages of this test reported problems:\n${problems.join('\n')}`);
    }
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.stop();
  });
  return env;
}
