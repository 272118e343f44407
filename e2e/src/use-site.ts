import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSite, type Site } from './site';

export interface SiteEnv {
  site: Site;
  browser: Browser;
}

/**
 * One composed site on a fresh database and one browser per test file, torn down after it.
 * `setup` runs once both are up: node:test does not order a file's own top-level `before`
 * after this one, so per-file preparation goes here.
 */
export function useSite(setup?: (env: SiteEnv) => Promise<void>): SiteEnv {
  const env = {} as SiteEnv;
  before(async () => {
    env.site = await startSite();
    env.browser = await launchBrowser();
    await setup?.(env);
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.stop();
  });
  return env;
}
