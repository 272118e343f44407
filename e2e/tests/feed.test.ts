// exercises: mfe-feed mfe-comments mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser';
import {
  createSurgeryViaApi,
  DEMO_PASSWORD,
  findKateKnee,
  KATE,
  loginInPage,
  loginThroughModal,
  signUpMember,
} from '../src/members';
import { useSite } from '../src/use-site';

let kneeId: number;
const env = useSite(async () => {
  kneeId = (await findKateKnee()).id;
});

const cards = (page: Page) => page.locator('#main article[id^="surgery-"]');
const kateKneeCard = (page: Page) => page.locator(`#surgery-${kneeId}`);

describe('feed', () => {
  it('shows each surgery with its surgeon (MD stripped), symptom score, stars and dates', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${kneeId}`);
    await page.getByRole('heading', { name: 'Surgeries', level: 1 }).waitFor();
    const card = kateKneeCard(page);
    await card.waitFor();
    const text = await card.innerText();
    assert.match(text, /Daniel N\. Fish/);
    assert.doesNotMatch(text, /Fish,? M\.?D/);
    assert.match(text, /Connecticut/);
    assert.match(text, /Surgery date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    assert.match(text, /[+-]?\d (Significantly|Moderately|Mildly|About)/);
    assert.ok((await card.getByRole('img', { name: /out of 5 stars/ }).count()) >= 1);
    await context.close();
  });

  it('filters by member from the hover card and clears the filter', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${kneeId}`);
    const card = kateKneeCard(page);
    await card.waitFor();
    const trigger = card.getByRole('button', { name: KATE.username }).first();
    await trigger.hover();
    const profile = page.getByRole('group', { name: `${KATE.username}'s profile` });
    await profile.waitFor();
    assert.match(await profile.innerText(), /Member since [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await profile.getByRole('link', { name: `View ${KATE.username}'s surgeries` }).click();
    await page.waitForURL(/\/surgeries\?user=\d+$/);
    await page.getByRole('button', { name: 'Clear Filters (1)' }).waitFor();
    await cards(page).first().waitFor();
    for (const text of await cards(page).allInnerTexts()) assert.match(text, new RegExp(KATE.username));
    await page.getByRole('button', { name: 'Clear Filters (1)' }).click();
    await page.waitForURL(/\/surgeries$/);
    await context.close();
  });

  it('shows "No results found" for a filter that matches nothing', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?user=999999`);
    await page.getByText('No results found for your current filters.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters (1)' }).waitFor();
    await context.close();
  });

  it('opens the login prompt for a visitor with login=true', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?login=true`);
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    await context.close();
  });

  it('runs the full timeline: dots, paginator, arrow keys and a swipe', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${kneeId}`);
    const card = kateKneeCard(page);
    await card.getByRole('button', { name: 'Show Full Timeline' }).click();
    const timeline = card.getByRole('region', { name: 'Timeline' });
    await timeline.waitFor();
    await timeline.getByText('Update 1 of 4', { exact: true }).waitFor();
    await timeline.getByRole('button', { name: 'Update 3 of 4' }).click();
    await timeline.getByText('Update 3 of 4', { exact: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await timeline.getByText('Update 4 of 4', { exact: true }).waitFor();
    await timeline.getByRole('button', { name: 'Previous' }).click();
    await timeline.getByText('Update 3 of 4', { exact: true }).waitFor();
    const box = await timeline.boundingBox();
    assert.ok(box);
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, y, { steps: 6 });
    await page.mouse.up();
    await timeline.getByText('Update 4 of 4', { exact: true }).waitFor();
    await context.close();
  });

  it('lets the owner delete an update only after typing "delete" exactly', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${kneeId}`);
    await loginThroughModal(page, KATE.email, DEMO_PASSWORD);
    const card = kateKneeCard(page);
    await card.getByRole('link', { name: 'Edit', exact: true }).waitFor();
    await card.getByRole('button', { name: 'Show Full Timeline' }).click();
    await card.getByRole('button', { name: 'Update 2 of 4' }).click();
    await card.getByRole('button', { name: 'Delete update 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Update' });
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByLabel('Type delete to confirm').fill('Delete');
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByLabel('Type delete to confirm').fill('delete');
    assert.equal(await confirm.isDisabled(), false);
    await confirm.click();
    await page.getByText('Successfully Deleted').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The list reloads in place: the open timeline now counts three updates.
    await card.getByText('Update 2 of 3', { exact: true }).waitFor();
    assert.equal(await card.getByRole('button', { name: /^Update \d of 4$/ }).count(), 0);
    await context.close();
  });

  it('lets the owner delete a whole surgery; others see no owner actions', async () => {
    const owner = await signUpMember(env.site);
    const created = await createSurgeryViaApi(owner, { description: 'A surgery that will be deleted.' });
    const visitor = await openPage(env.browser);
    await visitor.page.goto(`${env.site.url}/surgeries?surgery=${created.id}`);
    await visitor.page.locator(`#surgery-${created.id}`).waitFor();
    assert.equal(await visitor.page.getByRole('button', { name: 'Delete', exact: true }).count(), 0);
    await visitor.context.close();

    const { page, context } = await openPage(env.browser);
    await loginInPage(page, owner, env.site.url);
    await page.goto(`${env.site.url}/surgeries?surgery=${created.id}`);
    const card = page.locator(`#surgery-${created.id}`);
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Surgery' });
    await dialog.getByLabel('Type delete to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Successfully Deleted').waitFor();
    await page.getByText('This surgery does not exist or was deleted').waitFor();
    const response = await fetch(`${env.site.apiUrl}/reviews?surgery=${created.id}`);
    assert.equal(((await response.json()) as { reviews: unknown[] }).reviews.length, 0);
    await context.close();
  });
});
