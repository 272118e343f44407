// exercises: mfe-feed mfe-comments mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { findKateKnee } from '../src/members';
import { memberWithSurgery, openEmptyComments } from '../src/own-surgery';
import { useSite } from '../src/use-site';

const env = useSite();

const MISSING = 'This surgery does not exist or was deleted';

/** Holds every POST /comment until `release()`; the posts then go through to the real API. */
async function holdCommentPosts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(`${env.site.apiUrl}/comment`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held += 1;
    await gate;
    return route.continue();
  });
  return { release, held: () => held };
}

async function dragMouse(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  assert.ok(box);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

describe('hardening: small defects found by using the site', () => {
  it('says a surgery of ?surgery=abc or an unknown id does not exist, with a link to all of them', async () => {
    // An unknown journey's address answers 404 to crawlers and link previews too (the HTML
    // server's status), which the browser logs; the page itself still says what happened.
    const { page, context } = await openPage(env.browser, {
      expectErrors: [
        /surgeries\?surgery=999999: Failed to load resource: the server responded with a status of 404/,
      ],
    });
    for (const id of ['abc', '999999']) {
      const response = await page.goto(`${env.site.url}/surgeries?surgery=${id}`);
      if (id === '999999') assert.equal(response?.status(), 404);
      await page.getByText(MISSING).waitFor();
      assert.equal(await page.locator('#main article[id^="surgery-"]').count(), 0);
    }
    await page.locator('#main').getByRole('link', { name: 'All surgeries', exact: true }).click();
    await page.waitForURL(/\/surgeries$/);
    await page.locator('#main article[id^="surgery-"]').first().waitFor();
    assert.equal(await page.getByText(MISSING).count(), 0);
    await context.close();
  });

  it("gives a visitor who presses Reply the Log In modal saying 'Login Required'", async () => {
    const knee = await findKateKnee();
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${knee.id}`);
    const card = page.locator(`#surgery-${knee.id}`);
    await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    await card
      .getByRole('button', { name: /^Reply to / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByText('Login Required').waitFor();
    await context.close();
  });

  it('scrolls the timeline dots by mouse drag, again and again', async () => {
    const knee = await findKateKnee();
    const { page, context } = await openPage(env.browser);
    // A phone-wide page, so the surgery and its four updates overflow the strip.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${env.site.url}/surgeries?surgery=${knee.id}`);
    const card = page.locator(`#surgery-${knee.id}`);
    await card.getByRole('button', { name: 'Show Full Timeline' }).click();
    const track = card.getByRole('region', { name: 'Timeline' }).getByRole('list').locator('xpath=..');
    await track.waitFor();
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const room = await track.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(room > 60, `the strip must overflow to be dragged (${room} px)`);

    assert.equal(await scrollLeft(), 0);
    await dragMouse(page, track, -30);
    const first = await scrollLeft();
    assert.ok(first >= 25, `first drag scrolled ${first} px`);
    await dragMouse(page, track, -30);
    const second = await scrollLeft();
    assert.ok(second >= first + 25, `second drag scrolled from ${first} to ${second} px`);
    await dragMouse(page, track, 20);
    assert.ok((await scrollLeft()) < second, 'a drag rightwards scrolls back');
    // The drags ended over dots without selecting them; a click still does.
    await card.getByText('Update 1 of 4', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Update 2 of 4' }).click();
    await card.getByText('Update 2 of 4', { exact: true }).waitFor();
    await context.close();
  });

  it('keeps what a member types while a comment is posting, and queues an Enter meanwhile', async () => {
    const { member, surgery, page, context } = await memberWithSurgery(env);
    const { card, box } = await openEmptyComments(page, env.site.url, surgery.id);
    const mine = card.getByRole('article', { name: `Comment by ${member.username}` });

    const posts = await holdCommentPosts(page);
    await box.pressSequentially('First thought');
    await box.press('Enter');
    await card.getByRole('button', { name: 'Sending…' }).waitFor();
    await box.pressSequentially(' and a second one');
    assert.equal(await box.inputValue(), 'First thought and a second one');
    await box.press('Enter');
    await card.getByText('Sending… your next comment will post when this one is done').waitFor();
    assert.equal(posts.held(), 1);

    posts.release();
    await mine.nth(1).waitFor();
    assert.deepEqual(await mine.locator('p').allInnerTexts(), ['First thought', 'and a second one']);
    assert.equal(await box.inputValue(), '');
    await card.getByRole('button', { name: 'Comments (2)' }).waitFor();
    await context.close();
  });

  it('keeps a reply typed on while it posts', async () => {
    const { member, surgery, page, context } = await memberWithSurgery(env);
    const { card, box } = await openEmptyComments(page, env.site.url, surgery.id);
    await box.fill('A question');
    await box.press('Enter');
    const comment = card.getByRole('article', { name: `Comment by ${member.username}` });
    await comment.waitFor();

    const posts = await holdCommentPosts(page);
    await comment.getByRole('button', { name: `Reply to ${member.username}` }).click();
    const reply = card.getByRole('textbox', { name: 'Write a reply' });
    await reply.pressSequentially('An answer');
    await reply.press('Enter');
    await reply.pressSequentially(' and a thought');
    posts.release();
    await card.getByRole('article', { name: `Reply by ${member.username}` }).waitFor();
    assert.equal(await reply.inputValue(), 'and a thought');
    await context.close();
  });
});
