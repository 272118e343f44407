// exercises: mfe-feed mfe-comments mfe-notifications mfe-wizard
// docs/architecture.md §3 (server state): one page asks the API for each piece of data once. A
// request counts when the browser sends it to the API origin over the network; GETs are told
// apart by method and full URL (path and query), so two pages of one list or two surgeries'
// threads are different data, and the same URL twice is the same data asked for again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { memberWithSurgery } from '../src/own-surgery';
import { API_URL } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

interface Sent {
  method: string;
  url: string;
}

/**
 * Every request the page sends to the API from now on. A `<link rel=preload>` of the feed's first
 * page and the feed's own call for it are one request when the preload is used: the browser
 * hands the preloaded answer over and sends nothing more, so only what reaches the network counts.
 */
function recordApiRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/`)) sent.push({ method: request.method(), url: request.url() });
  });
  return sent;
}

/** GET URLs asked for more than once, with how often. */
function repeatedGets(sent: Sent[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const { url } of sent.filter((r) => r.method === 'GET')) counts.set(url, (counts.get(url) ?? 0) + 1);
  return Object.fromEntries([...counts].filter(([, n]) => n > 1));
}

/** Long enough for a late second request (a replayed event, a refetch) to have gone out. */
const settle = (page: Page) => page.waitForTimeout(1_500);

describe('each GET once per page', () => {
  it('loading /surgeries as a visitor', async () => {
    const { page, context } = await openPage(env.browser);
    const sent = recordApiRequests(page);
    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('#main article[id^="surgery-"]').first().waitFor();
    await settle(page);
    assert.ok(
      sent.some((r) => r.method === 'GET' && new URL(r.url).pathname === '/reviews'),
      'the feed asked for its first page',
    );
    assert.deepEqual(repeatedGets(sent), {});
    await context.close();
  });

  it('a member loading /surgeries and posting a comment: the thread is read again once, after the post', async () => {
    const { member, surgery, page, context } = await memberWithSurgery(env);
    const sent = recordApiRequests(page);
    await page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    const card = page.locator(`#surgery-${surgery.id}`);
    // The header's bell: its unread count is read once its live stream is open.
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
    await card.getByRole('button', { name: 'Comments (0)' }).click();
    await card.getByText('No comments yet. Be the first to comment.').waitFor();

    const thread = `${API_URL}/comments/${surgery.id}`;
    const reread = page.waitForResponse((r) => r.url() === thread && r.request().method() === 'GET');
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Asked once, shown at once');
    await box.press('Enter');
    await card.getByRole('article', { name: `Comment by ${member.username}` }).waitFor();
    // Bounded: a client that never reads the thread again fails the assertions below, not here.
    await Promise.race([reread, page.waitForTimeout(5_000)]);
    await settle(page);

    // The one intended repeat: posting invalidates the thread, which is read again (for what
    // others posted meanwhile) after the POST has answered. Everything else went out once.
    assert.deepEqual(repeatedGets(sent.filter((r) => r.url !== thread)), {});
    const threadReads = sent.flatMap((r, i) => (r.method === 'GET' && r.url === thread ? [i] : []));
    const post = sent.findIndex((r) => r.method === 'POST' && r.url === `${API_URL}/comment`);
    assert.equal(threadReads.length, 2, 'the thread is read when opened and once after the post');
    assert.ok(post >= 0 && (threadReads[0] ?? -1) < post && post < (threadReads[1] ?? -1));
    for (const path of ['/patient/me', '/notifications/unread-count', '/reviews']) {
      assert.ok(
        sent.some((r) => r.method === 'GET' && new URL(r.url).pathname === path),
        `the page asked for ${path}`,
      );
    }
    await context.close();
  });

  it('saving an update and landing on the feed asks for its surgeries once', async () => {
    const { surgery, page, context } = await memberWithSurgery(env);
    await page.goto(`${env.site.url}/${surgery.id}/update`);
    await page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'Was it worth it?', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('textbox', { name: 'Details' }).fill('Asked for once on the way back.');
    const sent = recordApiRequests(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/surgeries$/);
    await page.locator('#main article[id^="surgery-"]').first().waitFor();
    await settle(page);
    const feedReads = sent.filter((r) => r.method === 'GET' && r.url === `${API_URL}/reviews`);
    assert.equal(feedReads.length, 1, 'the saved update made the feed load once, not once more');
    assert.deepEqual(repeatedGets(sent), {});
    await context.close();
  });
});
