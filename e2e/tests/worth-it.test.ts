// exercises: mfe-wizard mfe-feed mfe-insights
// 'Was it worth it?' and 'What did it cost you?' (docs/product.md §4) in the composed site, on the
// real API and the seeded demo data: a member answers 'Worth it' in an update and reads it, dated,
// on their card; the cost step refuses an amount in cents beside its field, and an amount the
// member chose to show is on their card; a procedure page with enough answers shows both tables.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { paths } from '@journeys/shared/paths';
import {
  paymentLabel,
  SUPPRESSED_TEXT,
  type LatestWorthIt,
  type ProcedureInsights,
  type ProcedureSummary,
} from '@journeys/shared/rules';
import { openPage } from '../src/browser';
import { procedureInsights } from '../src/insights-data';
import { createSurgeryViaApi, loginInPage, signUpMember, type TestMember } from '../src/members';
import { API_URL } from '../src/site';
import { useSite } from '../src/use-site';

let member: TestMember;
const env = useSite(async () => {
  member = await signUpMember(env.site);
});

const WAIT = { timeout: 20_000 };
const COST_MESSAGE = 'Enter an amount in whole dollars, 0 to 500,000.';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 }).waitFor(WAIT);

interface Listed {
  id: number;
  latestWorthIt: LatestWorthIt | null;
  cost: { amount: number; payment: string; shown: boolean } | null;
  updates: { worthIt: string | null }[];
}

/** GET /reviews as a visitor reads it. */
async function listed(query: string): Promise<Listed[]> {
  const response = await fetch(`${API_URL}/reviews?${query}`);
  return ((await response.json()) as { reviews: Listed[] }).reviews;
}

/** The text of the elements a control's aria-describedby names: what a screen reader reads with it. */
const description = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The busiest procedure whose insights show at least one 'Worth it' figure and one cost figure. */
async function procedureWithFigures(): Promise<ProcedureInsights> {
  const list = (await (await fetch(`${API_URL}/insights/procedures`)).json()) as ProcedureSummary[];
  for (const { procedure } of list) {
    const insights = await procedureInsights(procedure.id);
    if (insights.worthIt.some((p) => !p.suppressed) && insights.cost.payments.some((p) => !p.suppressed))
      return insights;
  }
  throw new Error('no seeded procedure has enough answers for both figures: is the demo seed loaded?');
}

const money = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Math.round(value));

/** A withheld row says so and shows no number besides its own heading. */
function assertWithheld(text: string, head: string) {
  assert.ok(text.includes(SUPPRESSED_TEXT), `${head}: withheld, shows '${text}'`);
  assert.doesNotMatch(text.replace(SUPPRESSED_TEXT, '').replace(head, ''), /\d/, `${head}: no number`);
}

describe("'Was it worth it?' and what it cost", () => {
  it("answers 'Worth it' in an update, the last answer chosen, and the card says it with its date", async () => {
    const { id } = await createSurgeryViaApi(member, { worthIt: 'not_sure' });
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/${id}/update`);
    await heading(page, 'Symptom progress');
    await page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
    await next(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await heading(page, 'Was it worth it?');
    await page.getByText('Step 3 of 4', { exact: true }).waitFor();
    const notSure = page.getByRole('button', { name: 'Not sure yet', exact: true });
    const worthIt = page.getByRole('button', { name: 'Worth it', exact: true });
    assert.equal(await notSure.getAttribute('aria-pressed'), 'true', "the surgery's answer is chosen");
    await worthIt.click();
    assert.equal(await worthIt.getAttribute('aria-pressed'), 'true');
    assert.equal(await notSure.getAttribute('aria-pressed'), 'false');
    await next(page);
    await page.getByRole('textbox', { name: 'Details' }).fill('Glad I did it, and I would do it again.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Surgeries Updated!').waitFor(WAIT);
    await page.waitForURL(/\/surgeries$/, WAIT);

    const [surgery] = await listed(`surgery=${id}`);
    assert.equal(surgery?.updates[0]?.worthIt, 'worth_it');
    const latest = surgery?.latestWorthIt;
    assert.ok(latest);
    assert.equal(latest.answer, 'worth_it', 'the update is the latest answer');
    const months = latest.monthsAfterSurgery;
    const when = months === 1 ? '1 month after surgery' : `${months} months after surgery`;

    await page.goto(`${env.site.url}/surgeries?surgery=${id}`);
    await page.locator(`#surgery-${id}`).getByText(`Worth it · ${when}`, { exact: true }).waitFor(WAIT);
    await context.close();
  });

  it('refuses an amount in cents beside its field, and shows a paid amount its owner chose to show', async () => {
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/create-review`);
    await page.getByRole('button', { name: 'Connecticut', exact: true }).click(WAIT);
    await page.getByLabel('Search for your surgeon').fill('fish');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /Daniel N\. Fish/ })
      .click(WAIT);
    await page.getByRole('combobox', { name: 'Procedure type' }).selectOption({ label: 'Knee Replacement' });
    await page.getByRole('group', { name: 'Side', exact: true }).getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('button', { name: 'Add procedure' }).click();
    await next(page);
    await page.getByLabel('Surgery date').fill('2025-03-04');
    await next(page);

    await heading(page, 'What did it cost you?');
    await page.getByText('Step 5 of 9', { exact: true }).waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount paid out of pocket, in whole US dollars' });
    await page
      .getByRole('group', { name: 'How was it paid?' })
      .getByRole('radio', { name: 'Private insurance' })
      .check();
    await amount.fill('12.5');
    await next(page);
    await page.getByText(COST_MESSAGE, { exact: true }).waitFor(WAIT);
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');
    assert.match(await description(amount), new RegExp(COST_MESSAGE.replace(/[.,]/g, '\\$&')));
    await page.getByText('Step 5 of 9', { exact: true }).waitFor();

    await amount.fill('4250');
    await page.getByRole('checkbox', { name: 'Show what I paid on my journey' }).check();
    await next(page);
    await heading(page, 'Symptom progress');
    await page.getByRole('button', { name: /Moderately better than before surgery/ }).click();
    await next(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await heading(page, 'Was it worth it?');
    await page.getByRole('button', { name: 'Skip' }).click();
    await heading(page, 'Additional details');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Surgery Submitted Successfully').waitFor(WAIT);
    await page.waitForURL(/\/surgeries$/, WAIT);

    const created = (await listed(`user=${member.id}`)).find((r) => r.cost !== null);
    assert.ok(created, 'the new surgery is listed with its cost');
    assert.deepEqual(created.cost, { amount: 4250, payment: 'private', shown: true });
    await page.goto(`${env.site.url}/surgeries?surgery=${created.id}`);
    await page
      .locator(`#surgery-${created.id}`)
      .getByText(`Paid $4,250 · ${paymentLabel('private')}`, { exact: true })
      .waitFor(WAIT);
    await context.close();
  });

  it("a procedure page shows the share who said 'Worth it' and what members paid, in tables", async () => {
    const insights = await procedureWithFigures();
    const { procedure } = insights;
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}${paths.procedure(procedure.id)}`);
    await page.getByRole('heading', { level: 1, name: procedure.name }).waitFor(WAIT);

    const worth = page.getByRole('region', { name: 'Worth it', exact: true });
    const worthTable = worth.getByRole('table', { name: /who said .* was worth it/ });
    await worthTable.waitFor(WAIT);
    for (const point of insights.worthIt) {
      const head = `${point.months} months`;
      const text =
        (await worthTable.getByRole('row', { name: new RegExp(`^${head}\\b`) }).textContent()) ?? '';
      if (point.suppressed || point.journeys === null || point.share === null) assertWithheld(text, head);
      else {
        assert.ok(text.includes(String(point.journeys)), `${head}: ${point.journeys} journeys in '${text}'`);
        const share = `${Math.round(point.share * 100)}%`;
        assert.ok(text.includes(share), `${head}: ${share} in '${text}'`);
      }
    }

    const cost = page.getByRole('region', { name: 'Cost', exact: true });
    const costTable = cost.getByRole('table', { name: /paid out of pocket for/ });
    await costTable.waitFor(WAIT);
    for (const row of insights.cost.payments) {
      const head = paymentLabel(row.payment);
      const cells = costTable
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: head, exact: true }) });
      const text = (await cells.textContent()) ?? '';
      if (row.suppressed || row.journeys === null || row.median === null) assertWithheld(text, head);
      else {
        assert.ok(text.includes(String(row.journeys)), `${head}: ${row.journeys} journeys in '${text}'`);
        assert.ok(text.includes(money(row.median)), `${head}: median ${money(row.median)} in '${text}'`);
      }
    }
    const { trimmed } = insights.cost;
    if (trimmed > 0) {
      const sentence = `${trimmed} extreme ${trimmed === 1 ? 'amount is' : 'amounts are'} left out of these figures.`;
      await cost.getByText(sentence).waitFor(WAIT);
    }
    await context.close();
  });
});
