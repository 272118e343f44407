// exercises: mfe-insights mfe-feed
// The insight pages in the composed site, on the seeded demo data and the real API: from
// the landing page to a procedure's recovery curve, on to a surgeon's page, to the feed filtered
// to that surgeon and procedure, and Back. Both pages pass axe. Ids come from the API (the
// procedure with most journeys), never from the seed's numbering.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '@journeys/shared/paths';
import {
  RECOVERY_PERIODS,
  SUPPRESSED_TEXT,
  type ProcedureInsights,
  type ProcedureSummary,
  type SurgeonInsights,
} from '@journeys/shared/rules';
import { seriousViolations } from '../src/axe';
import { openPage } from '../src/browser';
import { busiestProcedure, busiestSurgeonOf, procedureInsights, surgeonInsights } from '../src/insights-data';
import { useSite } from '../src/use-site';

let busiest: ProcedureSummary;
let insights: ProcedureInsights;
let surgeon: SurgeonInsights;
const env = useSite(async () => {
  busiest = await busiestProcedure();
  insights = await procedureInsights(busiest.procedure.id);
  surgeon = await surgeonInsights((await busiestSurgeonOf(busiest.procedure.id)).npi);
});

const WAIT = { timeout: 20_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectAccessible(page: Page, state: string): Promise<void> {
  const found = await seriousViolations(page);
  assert.deepEqual(found, [], `${state}:\n  ${found.join('\n  ')}`);
}

/** The recovery curve's table holds the API's figures, and no number for a withheld period. */
async function expectCurveTable(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: /How members feel compared with before surgery/ });
  await table.waitFor(WAIT);
  assert.ok(await table.isVisible(), 'the curve table is visible');
  for (const point of insights.curve) {
    const label = RECOVERY_PERIODS.find((p) => p.key === point.period)?.label ?? point.period;
    const row = table.getByRole('row', { name: new RegExp(`^${escape(label)}`) });
    const text = (await row.textContent()) ?? '';
    if (point.suppressed) {
      assert.ok(text.includes(SUPPRESSED_TEXT), `${label}: withheld, shows '${text}'`);
      assert.doesNotMatch(text.replace(SUPPRESSED_TEXT, '').replace(label, ''), /\d/, `${label}: no number`);
    } else {
      assert.ok(text.includes(String(point.journeys)), `${label}: ${point.journeys} journeys in '${text}'`);
    }
  }
}

describe('insight pages', () => {
  it('landing → Recovery by procedure → a curve with its table → the feed → a surgeon → their feed → Back', async () => {
    const { page, context } = await openPage(env.browser);
    const { procedure, journeys } = busiest;
    await page.goto(env.site.url);
    await page.getByRole('link', { name: 'Recovery by procedure' }).click();
    await page.waitForURL(`${env.site.url}${paths.procedures()}`);
    await page.getByRole('heading', { level: 1, name: 'Recovery by procedure' }).waitFor(WAIT);
    assert.equal(await page.title(), 'Recovery by procedure — Surgery Journeys');

    await page
      .getByRole('link', { name: new RegExp(`^${escape(procedure.name)} ${journeys} journeys$`) })
      .click();
    await page.waitForURL(`${env.site.url}${paths.procedure(procedure.id)}`);
    await page.getByRole('heading', { level: 1, name: procedure.name }).waitFor(WAIT);
    assert.equal(await page.title(), `${procedure.name} recovery — Surgery Journeys`);
    await expectCurveTable(page);
    await expectAccessible(page, `procedure page ${paths.procedure(procedure.id)}`);

    // The feed of this procedure, and from one of its cards the surgeon's page.
    await page.getByRole('link', { name: `See all ${journeys} journeys` }).click();
    await page.waitForURL(`${env.site.url}${paths.feed({ procedure: procedure.id })}`);
    const card = page.locator('#main article[id^="surgery-"]').first();
    await card.waitFor(WAIT);
    await card.locator('a[href^="/surgeons/"]').first().click();
    await page.waitForURL(/\/surgeons\/\d{10}$/);
    const surgeonUrl = page.url();
    // The name comes from the API: right after the URL changes, the feed's h1 can still be on screen.
    const { name } = (await surgeonInsights(surgeonUrl.slice(-10))).surgeon;
    await page.getByRole('heading', { level: 1, name }).waitFor(WAIT);
    await page
      .getByRole('link', { name: /^See (these \d+ journeys|this journey)$/ })
      .first()
      .click();
    await page.waitForURL(/\/surgeries\?procedure=\d+&surgeon=\d{10}$/);
    await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    await page.goBack();
    await page.waitForURL(surgeonUrl);
    await page.getByRole('heading', { level: 1, name }).waitFor(WAIT);
    await context.close();
  });

  it("a surgeon's page → the feed of their journeys for a procedure → Back returns to it", async () => {
    const { page, context } = await openPage(env.browser);
    const surgeonUrl = `${env.site.url}${paths.surgeon(surgeon.surgeon.npi)}`;
    await page.goto(surgeonUrl);
    await page.getByRole('heading', { level: 1, name: surgeon.surgeon.name }).waitFor(WAIT);
    assert.match(await page.title(), new RegExp(`^${escape(surgeon.surgeon.name)}.* — Surgery Journeys$`));
    assert.equal(await page.getByText(/\bbest\b/i).count(), 0, 'never "best"');
    const [first] = surgeon.procedures;
    assert.ok(first, 'the busiest surgeon of the busiest procedure has journeys');
    const section = page.getByRole('region', { name: first.procedure.name, exact: true });
    await section.waitFor(WAIT);
    const table = section.getByRole('table', { name: /this surgeon's figures against all surgeons'/ });
    assert.ok(await table.isVisible());
    const words = ['Within the expected range', 'Above the expected range', 'Below the expected range'];
    const tableText = (await table.textContent()) ?? '';
    if (first.stars.suppressed) assert.ok(tableText.includes(SUPPRESSED_TEXT));
    else
      assert.ok(
        words.some((w) => tableText.includes(w)),
        `comparison in words: '${tableText}'`,
      );
    await expectAccessible(page, `surgeon page ${paths.surgeon(surgeon.surgeon.npi)}`);

    await section.getByRole('link', { name: /^See (these \d+ journeys|this journey)$/ }).click();
    await page.waitForURL(
      `${env.site.url}${paths.feed({ surgeon: surgeon.surgeon.npi, procedure: first.procedure.id })}`,
    );
    await page.locator('#main article[id^="surgery-"]').first().waitFor(WAIT);
    await page.goBack();
    await page.waitForURL(surgeonUrl);
    await page.getByRole('heading', { level: 1, name: surgeon.surgeon.name }).waitFor(WAIT);
    await context.close();
  });

  it('an unknown procedure or NPI is the Not Found page', async () => {
    const { page, context } = await openPage(env.browser, { expectErrors: [/404/] });
    for (const path of [paths.procedure(2_000_000_000), paths.surgeon('0000000000'), '/procedures/abc']) {
      await page.goto(`${env.site.url}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Not Found' }).waitFor(WAIT);
    }
    await context.close();
  });
});
