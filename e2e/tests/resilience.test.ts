// Failure isolation in the browser: each remote down in turn, then the API down. The rest of the
// site keeps working, the broken area says so with a Retry, and everything recovers in place.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openPage, refusedBy } from '../src/browser';
import sharp from 'sharp';
import { apiPost, createSurgeryViaApi, loginInPage, signUpMember, type TestMember } from '../src/members';
import { grantModerator } from '../src/moderators';
import { originOf } from '../src/site';
import { useSite } from '../src/use-site';
import { pageRoutes, REMOTE_MAP, REMOTE_NAMES, type RemoteName } from '@journeys/shared/module-map';

let member: TestMember;
const env = useSite(async () => {
  member = await signUpMember(env.site);
});

const WAIT = { timeout: 20_000 };

const origin = (name: RemoteName) => originOf(REMOTE_MAP[name].port);

/** The remotes with a scenario of their own below; every other remote of the map gets the generic one. */
const OWN_SCENARIO = new Set<string>(['feed', 'wizard', 'comments', 'notifications', 'auth', 'media']);

const cards = (page: Page) => page.locator('#main article[id^="surgery-"]');

/** The fallback of one area: its alert with the '… is unavailable right now.' text and a Retry. */
function fallback(page: Page, label: string): Locator {
  return page.getByRole('alert').filter({ hasText: `${label} is unavailable right now.` });
}

async function unavailableAreas(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('alert')
    .filter({ hasText: 'is unavailable right now.' })
    .allInnerTexts();
  return texts.map((t) => t.replace(/\s*Retry\s*$/, '').trim());
}

/** Navigation count: recovery must happen in place, without a reload. */
const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

/** Stops a remote for the duration of `body`, restarting it whatever happens. */
async function withRemoteDown(name: string, body: () => Promise<void>): Promise<void> {
  await env.site.stopModule(name);
  try {
    await body();
  } finally {
    await env.site.startModule(name).catch(() => undefined);
  }
}

async function retry(page: Page, label: string): Promise<void> {
  await fallback(page, label).first().getByRole('button', { name: 'Retry' }).click();
  await fallback(page, label)
    .first()
    .waitFor({ state: 'detached', ...WAIT });
}

describe('a remote down', () => {
  it('feed: the header and login still work; the feed area recovers on Retry', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('feed'))],
    });
    await withRemoteDown('feed', async () => {
      await page.goto(`${env.site.url}/surgeries`);
      await fallback(page, 'The feed').getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['The feed is unavailable right now.']);
      await page.getByRole('banner').getByRole('button', { name: '+ Surgery' }).waitFor();
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('dialog', { name: 'Log In' }).waitFor(WAIT);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Log In' }).waitFor({ state: 'hidden' });
      await env.site.startModule('feed');
      await retry(page, 'The feed');
      await cards(page).first().waitFor(WAIT);
      assert.equal(await navigations(page), 1);
    });
    await context.close();
  });

  it('wizard: the header still works; the form recovers on Retry', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('wizard'))],
    });
    await loginInPage(page, member, env.site.url);
    await withRemoteDown('wizard', async () => {
      await page.goto(`${env.site.url}/create-review`);
      await fallback(page, 'The surgery form').getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['The surgery form is unavailable right now.']);
      await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor(WAIT);
      await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page.keyboard.press('Escape');
      await env.site.startModule('wizard');
      await retry(page, 'The surgery form');
      await page.getByRole('heading', { name: 'Select your state', level: 2 }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Connecticut', exact: true }).waitFor(WAIT);
      assert.equal(await navigations(page), 1);
    });
    await context.close();
  });

  it('media: the update form works without its photo picker; Retry brings the picker back', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('media'))],
    });
    await loginInPage(page, member, env.site.url);
    const { id } = await createSurgeryViaApi(member);
    await withRemoteDown('media', async () => {
      await page.goto(`${env.site.url}/${id}/update`);
      await page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('heading', { name: 'Was it worth it?', level: 2 }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('textbox', { name: 'Details' }).waitFor(WAIT);
      await fallback(page, 'Photos').getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['Photos is unavailable right now.']);
      await env.site.startModule('media');
      await retry(page, 'Photos');
      await page.getByLabel('Add photos').waitFor(WAIT);
      assert.equal(await navigations(page), 1);
    });
    await context.close();
  });

  it("media: a card's thumbnails show without the media remote; opening one says so, Retry opens it", async () => {
    // A surgery whose update has one approved 'Everyone' photo, as its author would add it.
    const { id: surgeryId } = await createSurgeryViaApi(member);
    const jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#80a0c0' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'knee.jpg');
    const uploaded = await fetch(`${env.site.apiUrl}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    assert.equal(uploaded.status, 201);
    const photo = (await uploaded.json()) as { id: number };
    const photos = [{ id: photo.id, description: 'A knee', visibility: 'everyone', sensitive: false }];
    await apiPost(
      '/review/update',
      { id: surgeryId, rating: 3, symptom: 5, description: 'Week two.', photos },
      member.token,
    );
    const moderator = await signUpMember(env.site);
    await grantModerator(env.site, moderator.email);
    await apiPost(
      `/moderation/items/photo/${photo.id}/actions`,
      { action: 'approve', reason: 'A knee' },
      moderator.token,
    );

    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('media'))],
    });
    await withRemoteDown('media', async () => {
      await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}`);
      const card = page.locator(`#surgery-${surgeryId}`);
      const thumb = card.getByRole('button', { name: 'Open photo 1: A knee' });
      await thumb.waitFor(WAIT);
      // Pointing at it fetches the remote ahead: its failure shows nothing yet.
      await thumb.hover();
      assert.deepEqual(await unavailableAreas(page), []);
      await thumb.click();
      await fallback(page, 'Photos').getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['Photos is unavailable right now.']);
      assert.equal(await card.getByRole('img', { name: 'A knee' }).count(), 1, 'the thumbnail stays');
      await env.site.startModule('media');
      await retry(page, 'Photos');
      await page.getByRole('dialog', { name: 'Photo 1 of 1' }).waitFor(WAIT);
      assert.equal(await navigations(page), 1);
    });
    await context.close();
  });

  it('comments: the feed lists surgeries with their toggles; an opened thread falls back alone; Retry brings it back', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('comments'))],
    });
    await withRemoteDown('comments', async () => {
      await page.goto(`${env.site.url}/surgeries`);
      const first = cards(page).first();
      const toggle = first.getByRole('button', { name: /^Comments \(\d+\)$/ });
      await toggle.waitFor(WAIT);
      assert.ok((await cards(page).count()) > 0, 'the feed still shows surgeries');
      // The cards draw their toggles: nothing fails until a reader wants a thread.
      assert.deepEqual(await unavailableAreas(page), []);
      await toggle.click();
      await fallback(page, 'Comments').first().waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['Comments is unavailable right now.']);
      assert.equal(await first.getByText('Comments is unavailable right now.').count(), 1);
      await page.getByRole('banner').getByRole('button', { name: '+ Surgery' }).waitFor();
      await env.site.startModule('comments');
      await fallback(page, 'Comments').first().getByRole('button', { name: 'Retry' }).click();
      await page.waitForFunction(
        () => !document.body.innerText.includes('Comments is unavailable right now.'),
        undefined,
        WAIT,
      );
      await first.getByRole('textbox', { name: 'Write a comment' }).waitFor(WAIT);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.equal(await navigations(page), 1);
    });
    await context.close();
  });

  it('notifications: the bell and the page fall back; the feed and menu still work; both recover', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('notifications'))],
    });
    await loginInPage(page, member, env.site.url);
    await withRemoteDown('notifications', async () => {
      await page.goto(`${env.site.url}/surgeries`);
      const bell = fallback(page, 'Notifications');
      await bell.getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      assert.equal(
        await page.getByRole('banner').getByText('Notifications is unavailable right now.').count(),
        1,
      );
      await cards(page).first().waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['Notifications is unavailable right now.']);
      await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page.keyboard.press('Escape');

      await page.goto(`${env.site.url}/notifications`);
      await page.locator('#main').getByText('Notifications is unavailable right now.').waitFor(WAIT);
      await page.getByRole('banner').getByText('Notifications is unavailable right now.').waitFor(WAIT);
      assert.equal((await unavailableAreas(page)).length, 2, 'the bell and the page, nothing else');

      await env.site.startModule('notifications');
      const before = await navigations(page);
      await page.locator('#main').getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(WAIT);
      await page.getByText('You do not have any notifications at this time.').waitFor(WAIT);
      const bellRetry = page.getByRole('banner').getByRole('button', { name: 'Retry' });
      if (await bellRetry.isVisible()) await bellRetry.click();
      await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor(WAIT);
      assert.equal(await navigations(page), before);
    });
    await context.close();
  });

  it('auth: the feed works; Login shows the fallback, and Retry opens the Log In modal', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [refusedBy(origin('auth'))],
    });
    await withRemoteDown('auth', async () => {
      await page.goto(`${env.site.url}/surgeries`);
      await cards(page).first().waitFor(WAIT);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await fallback(page, 'Login').getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      assert.deepEqual(await unavailableAreas(page), ['Login is unavailable right now.']);
      assert.ok((await cards(page).count()) > 0, 'the feed still shows surgeries');
      await env.site.startModule('auth');
      await retry(page, 'Login');
      // The shell kept the login prompt: the modal opens as soon as the remote is back.
      await page.getByRole('dialog', { name: 'Log In' }).getByLabel('Email').waitFor(WAIT);
      assert.equal(await navigations(page), 1);
    });
    await context.close();
  });
});

describe('every other remote of the module map down', () => {
  for (const name of REMOTE_NAMES.filter((n) => !OWN_SCENARIO.has(n))) {
    it(`${name}: its page shows the fallback, the header still works, Retry recovers in place`, async () => {
      // A page the test member can open: moderators-only pages show members the 404 page instead.
      const route = pageRoutes().find((r) => r.id.startsWith(`${name}/`) && !r.moderators);
      assert.ok(route, `${name} fills no page: give it a scenario of its own in this file`);
      const path = route.path.replace(/:[^/]+/g, '1');
      const { page, context } = await openPage(env.browser, { expectErrors: [refusedBy(origin(name))] });
      if (route.members) await loginInPage(page, member, env.site.url);
      await withRemoteDown(name, async () => {
        await page.goto(`${env.site.url}${path}`);
        await fallback(page, route.label).getByRole('button', { name: 'Retry' }).waitFor(WAIT);
        assert.deepEqual(await unavailableAreas(page), [`${route.label} is unavailable right now.`]);
        await page.getByRole('banner').getByRole('button', { name: '+ Surgery' }).waitFor();
        await env.site.startModule(name);
        await retry(page, route.label);
        assert.deepEqual(await unavailableAreas(page), []);
        assert.equal(await navigations(page), 1);
      });
      await context.close();
    });
  }
});

describe('the API down', () => {
  it('shows the docs/product.md §8 messages, nothing blank, and recovers when the API returns', async () => {
    const apiDown = { expectErrors: [refusedBy(env.site.apiUrl)] };
    const feed = await openPage(env.browser, apiDown);
    const landing = await openPage(env.browser, apiDown);
    const wizard = await openPage(env.browser, apiDown);
    await loginInPage(wizard.page, member, env.site.url);
    // Off the site while the API stops: a request the feed still makes (its filter bar loads once
    // the page is idle) could reach the API as it drains, whose 503 carries no CORS header, and the
    // page would report a CORS error instead of the refused connection expected here.
    await wizard.page.goto('about:blank');
    await env.site.stopApi();
    try {
      await feed.page.goto(`${env.site.url}/surgeries`);
      const error = feed.page.getByRole('alert').filter({ hasText: /^Error: / });
      await error.waitFor(WAIT);
      assert.match(await error.innerText(), /^Error: \S/);
      await feed.page.getByRole('banner').waitFor();
      assert.ok((await feed.page.locator('body').innerText()).trim().length > 0);

      await landing.page.goto(env.site.url);
      await landing.page.getByRole('link', { name: 'Join the Community' }).waitFor(WAIT);
      await landing.page.getByRole('link', { name: 'Surgeries' }).first().waitFor(WAIT);

      await wizard.page.goto(`${env.site.url}/create-review`);
      await wizard.page.getByText('Failed to load states').waitFor(WAIT);
      await wizard.page.getByRole('banner').waitFor();
      assert.match(await wizard.page.locator('#main').innerText(), /Failed to load states/);
    } finally {
      await env.site.startApi();
    }
    await feed.page.getByRole('button', { name: 'Try again' }).click();
    await cards(feed.page).first().waitFor(WAIT);
    assert.equal(await feed.page.getByText(/^Error: /).count(), 0);
    await wizard.page.reload();
    await wizard.page.getByRole('button', { name: 'Connecticut', exact: true }).waitFor(WAIT);
    for (const p of [feed, landing, wizard]) await p.context.close();
  });
});
