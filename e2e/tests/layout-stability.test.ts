// exercises: mfe-feed mfe-comments mfe-media
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { openPage } from '../src/browser';
import { layoutShift } from '../src/layout-shift';
import { apiPost, DEMO_PASSWORD, findKateKnee, KATE } from '../src/members';
import { API_URL, originOf } from '../src/site';
import { useSite } from '../src/use-site';
import { REMOTE_MAP } from '@journeys/shared/module-map';

const env = useSite();

describe('layout stability on a phone', () => {
  it('keeps the landing page still while the recent members arrive late', async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 412, height: 823 });
    // As if the HTML server could not put the members in the page (the API was slow for it too):
    // the block is taken out as the document is parsed, before the page's scripts run...
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const block = document.getElementById('journeys-recent-members');
        if (!block) return;
        block.remove();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // ...and the API is slow for the browser too: the avatars come well after the first paint.
    await page.route('**/users*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const asked = page.waitForRequest('**/users*');
    await page.goto(`${env.site.url}/`);
    await page.getByRole('region', { name: 'Recent members' }).waitFor();
    await asked;
    assert.ok((await layoutShift(page)) < 0.01, 'no visible shift on /');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the feed still while its cards and comment areas load', async () => {
    const { page, context, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 412, height: 823 });
    // The comments remote arrives well after the cards: each card's comments area must not grow.
    await page.route(`${originOf(REMOTE_MAP.comments.port)}/**`, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('article[id^="surgery-"]').first().waitFor();
    await page
      .getByRole('button', { name: /comments/i })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok((await layoutShift(page)) < 0.01, 'no visible shift on /surgeries');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("keeps a card still while its photo strip's code arrives: its rows of thumbnails and its line of actions", async () => {
    // Kate (a seeded account, old enough for her photos to need no review) adds an update with
    // three landscape photos for everyone and two for members: a visitor's strip wraps into two
    // rows on a phone, with 'Log in to see 2 photos' under them.
    const { token } = await apiPost<{ token: string }>('/email/validate', {
      email: KATE.email,
      password: DEMO_PASSWORD,
    });
    const landscape = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#a0b0c0' },
    })
      .jpeg()
      .toBuffer();
    const photos = [];
    for (const visibility of ['everyone', 'everyone', 'everyone', 'members', 'members']) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(landscape)], { type: 'image/jpeg' }), 'knee.jpg');
      const response = await fetch(`${API_URL}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      assert.equal(response.status, 201, await response.clone().text());
      const { id } = (await response.json()) as { id: number };
      photos.push({ id, description: `The knee, photo ${photos.length + 1}`, visibility, sensitive: false });
    }
    const knee = await findKateKnee();
    await apiPost(
      '/review/update',
      { id: knee.id, rating: 4, symptom: 7, description: 'Week ten.', photos },
      token,
    );

    const { page, context, errors } = await openPage(env.browser);
    await page.setViewportSize({ width: 360, height: 780 });
    // The strip's chunk of the feed (the only one asking for the words of a sensitive photo)
    // comes a while late.
    let delayed = 0;
    await page.route(`${originOf(REMOTE_MAP.feed.port)}/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('"sensitivePhoto"')) {
        delayed += 1;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.fulfill({ response, body });
    });
    await page.goto(`${env.site.url}/surgeries?surgery=${knee.id}`);
    const card = page.locator(`#surgery-${knee.id}`);
    await card.waitFor();
    const height = async () => (await card.boundingBox())!.height;
    const before = await height();
    assert.equal(
      await card.getByRole('region', { name: 'Photos' }).count(),
      0,
      "the strip's code has not come yet",
    );
    await card.getByRole('button', { name: 'Log in to see 2 photos' }).waitFor();
    assert.equal(delayed, 1);
    const after = await height();
    assert.equal(await card.getByRole('img', { name: /^The knee, photo/ }).count(), 3);
    assert.ok(Math.abs(after - before) < 1, `the card keeps its height: ${before} px, then ${after} px`);
    assert.ok((await layoutShift(page)) < 0.01, 'no visible shift');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
