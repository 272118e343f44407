// The feed team's browser tests (docs/ci.md §2): the feed's standalone page on the real API with
// the seeded demo journeys, as a visitor and a member use it, without the shell or another remote.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ReviewPage } from '@journeys/shared/rules';
import { createSurgeryViaApi, findKateKnee, loginThroughModal, signUpMember } from '../../src/members';
import { API_URL } from '../../src/site';
import { useStandalone } from '../../src/use-standalone';

let kneeId = 0;
let procedure: { id: number; name: string; total: number };
const env = useStandalone('mfe-feed', async () => {
  kneeId = (await findKateKnee()).id;
  const first = (await (await fetch(`${API_URL}/reviews`)).json()) as ReviewPage;
  const listed = first.reviews.flatMap((r) => r.procedures).find((p) => p.id != null);
  assert.ok(listed?.id != null, 'the seeded feed has a surgery with a listed procedure');
  const filtered = (await (await fetch(`${API_URL}/reviews?procedure=${listed.id}`)).json()) as ReviewPage;
  procedure = { id: listed.id, name: listed.name, total: filtered.total };
});

const WAIT = { timeout: 20_000 };
const cards = (page: Page) => page.locator('main article[id^="surgery-"]');

describe('the feed, standalone', () => {
  it('shows a visitor the journeys with surgeon, state, dates, scores and a comment count', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?surgery=${kneeId}`);
    await page.getByText(`${env.title} — standalone`).waitFor(WAIT);
    await page.getByRole('heading', { name: 'Surgeries', level: 1 }).waitFor(WAIT);
    const card = page.locator(`#surgery-${kneeId}`);
    await card.waitFor(WAIT);
    const text = await card.innerText();
    assert.match(text, /Daniel N\. Fish/);
    assert.match(text, /Connecticut/);
    assert.match(text, /Surgery date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    // The card draws its comments toggle; the thread (another team's module) shows once opened.
    await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    await card.getByText(/\d+ comments? \(shown by the comments module in the composed site\)/).waitFor(WAIT);
    assert.ok((await card.getByRole('img', { name: /out of 5 stars/ }).count()) >= 1);
    await card.getByRole('button', { name: 'Show Full Timeline' }).click();
    const timeline = card.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Update 1 of 4', { exact: true }).waitFor(WAIT);
    await timeline.getByRole('button', { name: 'Update 3 of 4' }).click();
    await timeline.getByText('Update 3 of 4', { exact: true }).waitFor(WAIT);
    await context.close();
  });

  it('filters by procedure, finds nothing for a search that matches nothing, and clears the filters', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/`);
    await cards(page).first().waitFor(WAIT);
    await page.getByLabel('Procedure').selectOption({ label: procedure.name });
    await page.waitForURL(new RegExp(`\\?procedure=${procedure.id}$`));
    const total = `${procedure.total} ${procedure.total === 1 ? 'journey' : 'journeys'}`;
    await page.getByText(total, { exact: true }).waitFor(WAIT);
    for (const heading of await cards(page).locator('h2').allInnerTexts())
      assert.ok(heading.includes(procedure.name), `"${heading}" lists ${procedure.name}`);

    const search = page.getByRole('searchbox', { name: 'Search journeys' });
    await search.fill('zqxjv nonexistentword');
    await search.press('Enter');
    await page.getByText('No results found for your current filters.', { exact: true }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Clear Filters (2)' }).click();
    await cards(page).first().waitFor(WAIT);
    assert.equal(new URL(page.url()).search, '');
    await context.close();
  });

  it('lets a member log in from the top bar and delete their own surgery once they type "delete"', async () => {
    const owner = await signUpMember(env.site);
    const created = await createSurgeryViaApi(owner, { description: 'Deleted from the standalone feed.' });
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?surgery=${created.id}`);
    const card = page.locator(`#surgery-${created.id}`);
    await card.getByText('Deleted from the standalone feed.').waitFor(WAIT);
    assert.equal(await card.getByRole('button', { name: 'Delete', exact: true }).count(), 0);

    await loginThroughModal(page, owner.email, owner.password);
    await page.getByText(`Logged in as ${owner.username}`).waitFor(WAIT);
    await card.getByRole('button', { name: 'Delete', exact: true }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: 'Delete Surgery' });
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByLabel('Type delete to confirm').fill('delete');
    await confirm.click();
    await page.getByRole('status').getByText('Successfully Deleted').waitFor(WAIT);
    await page.getByText('This surgery does not exist or was deleted').waitFor(WAIT);
    const left = (await (await fetch(`${API_URL}/reviews?surgery=${created.id}`)).json()) as ReviewPage;
    assert.equal(left.reviews.length, 0, 'the API no longer lists it');
    await context.close();
  });
});
