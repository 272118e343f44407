import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, takePageProblems } from './browser';
import { startSite, type Site } from './site';

export interface SiteEnv {
  site: Site;
  browser: Browser;
}

/**
 * One composed site on a fresh database and one browser per test file, torn down after it.
 * `setup` runs once both are up: node:test does not order a file's own top-level `before`
 * after this one, so per-file preparation goes here. Every test fails if a page it opened logged
 * an error it did not declare (`openPage`'s `expectErrors`) or any CSP violation.
 */
export function useSite(setup?: (env: SiteEnv) => Promise<void>): SiteEnv {
  const env = {} as SiteEnv;
  before(async () => {
    env.site = await startSite();
    env.browser = await launchBrowser();
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
