// ports: the module map's own (remotes' standalone pages call the API on port 4000)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';
import { openPage, refusedBy } from '../src/browser';
import { useSite } from '../src/use-site';

const env = useSite();

describe('the composed site', () => {
  it('shows up to five recent members on the landing page, with no header', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(env.site.url);
    const avatars = page.getByRole('list').getByRole('img');
    await avatars.first().waitFor();
    const count = await avatars.count();
    assert.ok(count >= 1 && count <= 5, `expected 1 to 5 member avatars, saw ${count}`);
    assert.equal(await page.getByRole('banner').count(), 0);
    await page.getByRole('link', { name: 'Join the Community' }).click();
    await page.waitForURL(/\/surgeries\?login=true$/);
    await context.close();
  });

  it("renders each remote's standalone page on its own federation runtime", async () => {
    for (const name of REMOTE_NAMES) {
      const { port, title } = REMOTE_MAP[name];
      const { page, context, errors } = await openPage(env.browser);
      await page.goto(`http://localhost:${port}/`);
      await page.getByText(`${title} — standalone`).waitFor();
      if (name === 'feed') await page.locator('article[id^="surgery-"]').first().waitFor();
      assert.deepEqual(errors, [], `${title} standalone page errors`);
      await context.close();
    }
  });

  it('lists the seeded surgeries from the real API through the feed remote', async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('main article, #main article').first().waitFor({ timeout: 20_000 });
    const response = await fetch(`${env.site.apiUrl}/reviews`);
    const body = (await response.json()) as { reviews: { id: number }[] };
    assert.ok(body.reviews.length > 0, 'the API has seeded surgeries');
    assert.ok((await page.locator('#main article').count()) > 0);
    assert.equal(await page.getByText(/^Error:/).count(), 0);
    assert.deepEqual(
      errors.filter((e) => /Invalid hook call|RUNTIME-/.test(e)),
      [],
    );
    await context.close();
  });

  it('shares one React, one react-dom and one router across every module', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('#main article').first().waitFor({ timeout: 20_000 });
    const providers = await page.evaluate(() => {
      type Share = Record<string, Record<string, { from: string; loaded?: boolean }>>;
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap?: { default?: Share } }[] };
        }
      ).__FEDERATION__;
      const seen: Record<string, string[]> = {};
      for (const instance of federation.__INSTANCES__) {
        for (const [key, versions] of Object.entries(instance.shareScopeMap?.default ?? {})) {
          if (!/^(react|react-dom|@journeys\/shared)(\/|$)/.test(key)) continue;
          for (const [version, share] of Object.entries(versions)) {
            if (share.loaded) (seen[key] ??= []).push(`${version}@${share.from}`);
          }
        }
      }
      return Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...new Set(v)]]));
    });
    assert.ok(providers.react, 'react is shared');
    // The router reaches every module through this singleton (see shared/src/router).
    assert.ok(providers['@journeys/shared/router'], 'the router module is shared');
    for (const [key, list] of Object.entries(providers)) {
      assert.equal(list.length, 1, `${key} loaded once, saw ${list.join(', ')}`);
      // What the shell itself uses it also provides; a piece only remotes use (a UI widget)
      // comes from whichever remote loads first — still one copy.
      if (/^(react|react-dom)(\/|$)|^@journeys\/shared\/(router|session|events|api)$/.test(key)) {
        assert.match(list[0] ?? '', /@shell$/, `${key} comes from the shell`);
      }
    }
    await context.close();
  });

  it('keeps working with a remote down, shows its fallback, and recovers on Retry', async () => {
    await env.site.stopModule('comments');
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy('http://localhost:3003')],
    });
    try {
      await page.goto(`${env.site.url}/surgeries`);
      // A card draws its own toggle; the comments remote is asked for when a thread is opened.
      await page
        .locator('#main article')
        .first()
        .getByRole('button', { name: /^Comments \(\d+\)$/ })
        .click();
      const fallback = page.getByText('Comments is unavailable right now.').first();
      await fallback.waitFor({ timeout: 30_000 });
      assert.ok((await page.locator('#main article').count()) > 0, 'the feed still shows surgeries');
      assert.equal(
        await page.getByRole('button', { name: '+ Surgery' }).count(),
        1,
        'the header still works',
      );
      await env.site.startModule('comments');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Comments is unavailable' })
        .first()
        .getByRole('button', { name: 'Retry' })
        .click();
      await page.waitForFunction(
        () => !document.body.innerText.includes('Comments is unavailable right now.'),
        undefined,
        { timeout: 30_000 },
      );
    } finally {
      await env.site.startModule('comments').catch(() => undefined);
      await context.close();
    }
  });

  it('shows the Unexpected Application Error page for an unknown address', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/this/does/not/exist`);
    await page.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    await context.close();
  });
});
