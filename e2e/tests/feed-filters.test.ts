// exercises: mfe-feed
// The feed's filters against the real API (docs/product.md §2): the address is the filters' only
// state, so a chip, a count, a search and Back all agree with what GET /reviews answers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { stripMdSuffix, type ReviewPage } from '@journeys/shared/rules';
import { seriousViolations } from '../src/axe';
import { openPage } from '../src/browser';
import { layoutShift } from '../src/layout-shift';
import { API_URL } from '../src/site';
import { useSite } from '../src/use-site';

interface Listed {
  id: number;
  name: string;
  total: number;
}

let procedure: Listed;
/** A word of a seeded surgeon's name, for the typeahead. */
let surgeonWord: string;
const env = useSite(async () => {
  // A procedure the seeded journeys have, and how many journeys have it, as the API counts them.
  const first = (await (await fetch(`${API_URL}/reviews`)).json()) as ReviewPage;
  const listed = first.reviews.flatMap((r) => r.procedures).find((p) => p.id != null);
  assert.ok(listed?.id != null, 'the seeded feed has a surgery with a listed procedure');
  const filtered = (await (await fetch(`${API_URL}/reviews?procedure=${listed.id}`)).json()) as ReviewPage;
  procedure = { id: listed.id, name: listed.name, total: filtered.total };
  const surgeon = stripMdSuffix(first.reviews[0]?.surgeon.name ?? '');
  surgeonWord = surgeon.split(/\s+/).at(-1) ?? surgeon;
});

const cards = (page: Page) => page.locator('#main article[id^="surgery-"]');
const journeys = (n: number) => `${n} ${n === 1 ? 'journey' : 'journeys'}`;
const NO_RESULTS = 'No results found for your current filters.';

describe('feed filters', () => {
  it('filters by procedure, searches with no match, removes chips, and Back restores the filter', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    await cards(page).first().waitFor();

    // The bar loads after the cards.
    await page.getByLabel('Procedure').selectOption({ label: procedure.name });
    await page.waitForURL(new RegExp(`/surgeries\\?procedure=${procedure.id}$`));
    const procedureChip = page.getByRole('button', { name: `Remove filter: ${procedure.name}`, exact: true });
    await procedureChip.waitFor();
    await page.getByText(journeys(procedure.total), { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters (1)' }).waitFor();
    await cards(page).first().waitFor();
    for (const text of await cards(page).locator('h2').allInnerTexts()) {
      assert.ok(text.includes(procedure.name), `"${text}" lists ${procedure.name}`);
    }

    const search = page.getByRole('searchbox', { name: 'Search journeys' });
    await search.fill('zqxjv nonexistentword');
    await search.press('Enter');
    await page.waitForURL(/&q=zqxjv(\+|%20)nonexistentword$/);
    await page.getByText(NO_RESULTS, { exact: true }).waitFor();
    await page.getByText('0 journeys', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters (2)' }).waitFor();
    assert.equal(await cards(page).count(), 0);

    await page.getByRole('button', { name: 'Remove filter: "zqxjv nonexistentword"', exact: true }).click();
    await page.waitForURL(new RegExp(`/surgeries\\?procedure=${procedure.id}$`));
    await cards(page).first().waitFor();
    assert.equal(await search.inputValue(), '');

    await procedureChip.click();
    await page.waitForURL(/\/surgeries$/);
    await procedureChip.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('button', { name: /^Clear Filters/ }).count(), 0);

    await page.goBack();
    await page.waitForURL(new RegExp(`/surgeries\\?procedure=${procedure.id}$`));
    await procedureChip.waitFor();
    await page.getByText(journeys(procedure.total), { exact: true }).waitFor();
    assert.equal(
      await page.getByLabel('Procedure').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
      procedure.name,
    );
    await context.close();
  });

  it('links each listed procedure and the surgeon to their pages, and says how long ago the surgery was', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?procedure=${procedure.id}`);
    const card = cards(page).first();
    await card.waitFor();
    const link = card.getByRole('link', { name: procedure.name, exact: true });
    assert.equal(await link.getAttribute('href'), `/procedures/${procedure.id}`);
    assert.ok((await card.locator('a[href^="/surgeons/"]').count()) === 1, 'the surgeon links to their page');
    assert.match(
      await card.innerText(),
      /Week \d{1,2} after surgery|\d{1,2} months after surgery|\d+ years after surgery|Surgery on [A-Z]/,
    );
    await context.close();
  });

  it('fits a 360 px phone without sideways scrolling, keeps the list still as the bar arrives, and passes axe', async () => {
    const { page, context } = await openPage(env.browser, { reducedMotion: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${env.site.url}/surgeries?procedure=${procedure.id}&q=knee`);
    await page.getByRole('button', { name: 'Remove filter: "knee"', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // The bar and its chips arrive after the cards, into the space kept for them.
    const shift = await layoutShift(page);
    assert.ok(shift < 0.01, `no visible shift while the filter bar arrives (${shift})`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll at 360 px (overflow ${overflow} px)`);
    const found = await seriousViolations(page);
    assert.deepEqual(found, [], `/surgeries with filters:\n  ${found.join('\n  ')}`);

    // The surgeon typeahead, open, is a combobox with its listbox.
    const surgeon = page.getByRole('combobox', { name: 'Surgeon' });
    await surgeon.fill(surgeonWord);
    const list = page.getByRole('listbox', { name: 'Surgeons' });
    await list.waitFor();
    await surgeon.press('ArrowDown');
    assert.equal(await surgeon.getAttribute('aria-expanded'), 'true');
    assert.ok(await surgeon.getAttribute('aria-activedescendant'));
    const open = await seriousViolations(page);
    assert.deepEqual(open, [], `/surgeries with the typeahead open:\n  ${open.join('\n  ')}`);
    await surgeon.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await context.close();
  });
});
