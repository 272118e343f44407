// The insights team's browser tests (docs/ci.md §2): the procedure and surgeon pages on their
// standalone page, on its fixtures (every display case) and on the real API with the seeded journeys.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  RECOVERY_PERIODS,
  SUPPRESSED_TEXT,
  type ProcedureInsights,
  type ProcedureSummary,
  type SurgeonInsights,
} from '@journeys/shared/rules';
import {
  busiestProcedure,
  busiestSurgeonOf,
  procedureInsights,
  surgeonInsights,
} from '../../src/insights-data';
import { useStandalone } from '../../src/use-standalone';

let busiest: ProcedureSummary;
let insights: ProcedureInsights;
let surgeon: SurgeonInsights;
const env = useStandalone('mfe-insights', async () => {
  busiest = await busiestProcedure();
  insights = await procedureInsights(busiest.procedure.id);
  surgeon = await surgeonInsights((await busiestSurgeonOf(busiest.procedure.id)).npi);
});

const WAIT = { timeout: 20_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const curveTable = (page: Page) =>
  page.getByRole('table', { name: /How members feel compared with before surgery/ });

/** The row of a recovery period in the curve's table. */
function periodRow(page: Page, key: string) {
  const label = RECOVERY_PERIODS.find((p) => p.key === key)?.label ?? key;
  return curveTable(page).getByRole('row', { name: new RegExp(`^${escape(label)}`) });
}

describe('insights, standalone', () => {
  it('shows every display case of its fixtures from the test pages bar', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?data=fixtures`);
    const cases = page.getByRole('navigation', { name: 'Test pages' });
    await page.getByRole('heading', { level: 1, name: 'Recovery by procedure' }).waitFor(WAIT);
    await page.getByRole('link', { name: /^Knee Arthroscopy 42 journeys$/ }).waitFor(WAIT);

    await cases.getByRole('link', { name: '42 journeys, 11 and 10 in the last periods' }).click();
    await page.getByRole('heading', { level: 1, name: 'Knee Arthroscopy' }).waitFor(WAIT);
    assert.match((await periodRow(page, '6-12m').textContent()) ?? '', /11/);
    assert.ok(((await periodRow(page, '12m+').textContent()) ?? '').includes(SUPPRESSED_TEXT));

    await cases.getByRole('link', { name: 'Surgeon', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Maria Lopez' }).waitFor(WAIT);
    await page
      .getByRole('region', { name: 'Knee Arthroscopy', exact: true })
      .getByRole('table', { name: /this surgeon's figures against all surgeons'/ })
      .waitFor(WAIT);
    assert.equal(await page.getByText(/\bbest\b/i).count(), 0, 'never "best"');

    await cases.getByRole('link', { name: 'Surgeon without journeys' }).click();
    await page.getByText('No journeys have been shared for this surgeon yet.').waitFor(WAIT);
    await cases.getByRole('link', { name: 'Unknown procedure' }).click();
    await page.getByRole('heading', { level: 1, name: 'Not Found' }).waitFor(WAIT);
    await context.close();
  });

  it("shows the real API's busiest procedure: its curve, withheld periods without a number, and its feed link", async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/?data=live`);
    await page.getByRole('navigation', { name: 'Test pages' }).getByText('Real API').waitFor(WAIT);
    const { procedure, journeys } = busiest;
    await page
      .getByRole('link', { name: new RegExp(`^${escape(procedure.name)} ${journeys} journeys$`) })
      .click(WAIT);
    await page.getByRole('heading', { level: 1, name: procedure.name }).waitFor(WAIT);
    await curveTable(page).waitFor(WAIT);
    for (const point of insights.curve) {
      const text = (await periodRow(page, point.period).textContent()) ?? '';
      if (point.suppressed) assert.ok(text.includes(SUPPRESSED_TEXT), `${point.period} withheld: '${text}'`);
      else
        assert.ok(text.includes(String(point.journeys)), `${point.period}: ${point.journeys} in '${text}'`);
    }
    await page.getByRole('link', { name: `See all ${journeys} journeys` }).click();
    await page.getByText(`The feed would open /surgeries?procedure=${procedure.id}.`).waitFor(WAIT);
    await page.getByRole('link', { name: 'Back to procedures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recovery by procedure' }).waitFor(WAIT);
    await context.close();
  });

  it("shows a real surgeon's page with a section per procedure", async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/surgeons/${surgeon.surgeon.npi}?data=live`);
    await page.getByRole('heading', { level: 1, name: surgeon.surgeon.name }).waitFor(WAIT);
    const [first] = surgeon.procedures;
    assert.ok(first, 'the busiest surgeon of the busiest procedure has journeys');
    const section = page.getByRole('region', { name: first.procedure.name, exact: true });
    await section.getByRole('table', { name: /this surgeon's figures against all surgeons'/ }).waitFor(WAIT);
    await context.close();
  });
});
