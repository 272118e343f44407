// The composed smoke (docs/ci.md §2): in the composed site, every page the module map gives a
// remote renders that remote, every slot it fills or holds loads, and no page logs an error or
// breaks the CSP. A change only under one remote's folder runs this for that remote
// (E2E_REMOTES=mfe-feed, set by `npm run ci:affected`) beside the remote's standalone tests, instead
// of the composed suite. Unset, it checks every remote, as the full gate does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  matchPath,
  pageRoutes,
  REMOTE_MAP,
  REMOTE_NAMES,
  slots,
  type RemoteName,
} from '@journeys/shared/module-map';
import { openPage, type WatchedPage } from '../src/browser';
import { loginInPage, type TestMember } from '../src/members';
import { SLOT_VIEWS } from '../src/slot-views';
import { smokeSamples, type SmokeSamples } from '../src/smoke-samples';
import { useSite } from '../src/use-site';

const WAIT = { timeout: 20_000 };
/** The shell's own headings for an address that renders no remote (shell/src/pages). */
const SHELL_HEADINGS = ['Unexpected Application Error', 'Not Found'];

/** The remotes E2E_REMOTES names by folder, or every one. */
function chosenRemotes(): RemoteName[] {
  const folders = (process.env.E2E_REMOTES ?? '').split(/\s+/).filter(Boolean);
  if (folders.length === 0) return REMOTE_NAMES;
  return folders.map((folder) => {
    const name = REMOTE_NAMES.find((n) => REMOTE_MAP[n].folder === folder);
    if (!name) throw new Error(`E2E_REMOTES: ${folder} is not a remote of the module map`);
    return name;
  });
}

let samples: SmokeSamples;
const env = useSite(async ({ site }) => {
  samples = smokeSamples(site);
});

async function pageAs(who: 'visitor' | TestMember): Promise<WatchedPage> {
  const watched = await openPage(env.browser);
  if (who !== 'visitor') await loginInPage(watched.page, who, env.site.url);
  return watched;
}

/** Waits until the shell has loaded the remote `name` into the page (its federation container). */
async function remoteLoaded(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (remote) => {
      const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } })
        .__FEDERATION__;
      return (federation?.__INSTANCES__ ?? []).some((instance) => instance.name === remote);
    },
    name,
    WAIT,
  );
}

async function expectNoFallback(page: Page, label: string): Promise<void> {
  assert.equal(
    await page.getByText(`${label} is unavailable right now.`).count(),
    0,
    `${label} shows its fallback`,
  );
}

for (const name of chosenRemotes()) {
  const ids = new Set(Object.keys(REMOTE_MAP[name].exposes).map((key) => `${name}/${key}`));
  const routes = pageRoutes().filter((route) => ids.has(route.id));
  // The slots it fills, and the slots it holds for other remotes (the feed holds the comments).
  const itsSlots = slots().filter((slot) => ids.has(slot.id) || ids.has(slot.in));

  describe(`${REMOTE_MAP[name].folder} in the composed site`, () => {
    for (const route of routes) {
      it(`${route.path} renders ${route.id}`, async () => {
        const who = route.moderators
          ? await samples.moderator()
          : route.members || samples.ownersOnly(route.path)
            ? (await samples.own()).member
            : 'visitor';
        const address = await samples.address(route.path);
        const { page, context } = await pageAs(who);
        await page.goto(`${env.site.url}${address}`);
        const main = page.getByRole('main');
        const heading = main.getByRole('heading', { level: 1 }).first();
        await heading.waitFor(WAIT);
        await remoteLoaded(page, name);
        await main.getByText('Loading…', { exact: true }).waitFor({ state: 'detached', ...WAIT });
        const text = await heading.innerText();
        assert.ok(!SHELL_HEADINGS.includes(text), `${address} shows the shell's '${text}'`);
        await expectNoFallback(page, route.label);
        assert.equal(new URL(page.url()).pathname, address, 'stays at its address');
        await context.close();
      });
    }

    for (const slot of itsSlots) {
      it(`the slot ${slot.id} (in ${slot.in}) loads`, async () => {
        const view = SLOT_VIEWS[slot.id];
        assert.ok(view, `no view of the slot ${slot.id}: add one to e2e/src/slot-views.ts`);
        const address = await view.address(samples);
        const pathname = new URL(address, env.site.url).pathname;
        if (slot.in !== 'header' && slot.in !== 'root')
          assert.ok(
            pageRoutes().some((route) => route.id === slot.in && matchPath(route.path, pathname)),
            `${address} is a page of ${slot.in}, which holds the slot`,
          );
        const { page, context } = await pageAs(
          view.as === 'member' ? (await samples.own()).member : 'visitor',
        );
        await page.goto(`${env.site.url}${address}`);
        await view.see(page, samples);
        await remoteLoaded(page, slot.id.split('/')[0] ?? '');
        await expectNoFallback(page, slot.label);
        await context.close();
      });
    }
  });
}
