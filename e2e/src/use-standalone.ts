// A remote's standalone page in browser tests (docs/ci.md §2): the remote's dist/ served by the
// site's static server on this slot's port for it, and the real API on a copy of the seeded
// database; nothing else of the composed site. A standalone page calls the API on its own host at
// port 4000 (shared/src/api/config.ts), the one API origin its CSP allows. In slot N the test's
// browser sends those calls on to the slot's API (Playwright's routing, outside the page): the
// page under test is the one QA opens, and no visitor can point it at another API.
import type { BrowserContext } from 'playwright-core';
import { API_PORT, REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';
import { openPage, type PageOptions, type WatchedPage } from './browser';
import { originOf, portOf } from './site';
import { useSite, type SiteEnv } from './use-site';

export interface StandaloneEnv extends SiteEnv {
  /** The standalone page's origin in this slot, e.g. `http://localhost:3701`. */
  url: string;
  /** Its title in the frame's top bar: `<title> — standalone`. */
  title: string;
  /** A fresh watched page (`openPage`) whose API calls reach this slot's API; not navigated yet. */
  openPage(options?: PageOptions): Promise<WatchedPage>;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Sends the context's calls to the API a standalone page derives (port 4000) to this slot's API. */
export async function routeApiToSlot(context: BrowserContext): Promise<void> {
  const slotPort = String(portOf(API_PORT));
  if (slotPort === String(API_PORT)) return;
  await context.route(
    (url) => url.port === String(API_PORT) && LOCAL_HOSTS.has(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      url.port = slotPort;
      // Continued, not fetched and fulfilled: an event stream keeps streaming.
      return route.continue({ url: url.toString() });
    },
  );
}

/**
 * The standalone page of the remote in `folder` (e.g. 'mfe-feed') and a browser, for one test
 * file, as `useSite` gives the composed site: fresh database, every test failing on a console
 * error or CSP violation of its pages. `setup` runs once both are up.
 */
export function useStandalone(folder: string, setup?: (env: StandaloneEnv) => Promise<void>): StandaloneEnv {
  const name = REMOTE_NAMES.find((n) => REMOTE_MAP[n].folder === folder);
  if (!name) throw new Error(`${folder} is not a remote of the module map`);
  const url = originOf(REMOTE_MAP[name].port);
  const env = useSite(setup && (() => setup(env)), {
    modules: [name],
    prepare: routeApiToSlot,
    warmUpUrl: () => `${url}/`,
  }) as StandaloneEnv;
  env.url = url;
  env.title = REMOTE_MAP[name].title;
  env.openPage = async (options) => {
    const watched = await openPage(env.browser, options);
    await routeApiToSlot(watched.context);
    return watched;
  };
  return env;
}
