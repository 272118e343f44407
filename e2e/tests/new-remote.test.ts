// The recipe for a new remote, kept alive: `npm run check:new-remote` scaffolds one
// (`npm run new:remote`), builds it and the shell, runs this file with JOURNEYS_NEW_REMOTE set to
// its name (and the standalone test and composed smoke the recipe gives it), then removes it.
// Without that variable (a plain `npm run test:e2e`) it is skipped.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageRoutes, REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';
import { openPage } from '../src/browser';
import { originOf } from '../src/site';
import { useSite } from '../src/use-site';

const probe = process.env.JOURNEYS_NEW_REMOTE;
const WAIT = { timeout: 20_000 };

describe(
  'a remote made by npm run new:remote',
  { skip: probe ? false : 'run by npm run check:new-remote' },
  () => {
    const env = useSite();
    const name = REMOTE_NAMES.find((n) => REMOTE_MAP[n].folder === `mfe-${probe}`);
    const remote = name && REMOTE_MAP[name];
    const route = name && pageRoutes().find((r) => r.id.startsWith(`${name}/`));

    it('is in the module map with one page', () => {
      assert.ok(remote, `the module map has an entry for mfe-${probe}`);
      assert.ok(route, 'the entry declares a page');
    });

    it('shows its page in the composed site at its route, hinted from the HTML, without an error', async () => {
      assert.ok(remote && route);
      const html = await (await fetch(`${env.site.url}${route.path}`)).text();
      assert.ok(
        html.includes(`<link rel="preload" as="script" href="${originOf(remote.port)}/remoteEntry.js"`),
        'the page hints preload the new remote',
      );
      const { page, context, errors } = await openPage(env.browser);
      await page.goto(`${env.site.url}${route.path}`);
      await page.locator('#main').getByRole('heading', { level: 1, name: remote.title }).waitFor(WAIT);
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  },
);
