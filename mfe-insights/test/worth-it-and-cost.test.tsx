import { screen, within } from '@testing-library/react';
import {
  PAYMENT_METHODS,
  SUPPRESSED_TEXT,
  paymentLabel,
  type ProcedureInsights,
} from '@journeys/shared/rules';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import ProcedurePage from '../src/exposes/procedure-page';
import SurgeonPage from '../src/exposes/surgeon-page';
import {
  KNEE,
  SHOULDER,
  SPINE,
  SURGEON_NPI,
  kneeInsights,
  shoulderInsights,
  spineInsights,
  surgeonInsights,
} from '../src/fixtures/insights-fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  api.on(`GET /insights/procedures/${KNEE.id}`, { status: 200, body: kneeInsights });
  api.on(`GET /insights/procedures/${SHOULDER.id}`, { status: 200, body: shoulderInsights });
  api.on(`GET /insights/procedures/${SPINE.id}`, { status: 200, body: spineInsights });
  api.on(`GET /insights/surgeons/${SURGEON_NPI}`, { status: 200, body: surgeonInsights });
});

async function openProcedure(id: number, name: string) {
  renderWithRouter(<ProcedurePage id={String(id)} />, {
    route: `/procedures/${id}`,
    path: '/procedures/:id',
  });
  await screen.findByRole('heading', { level: 1, name });
}
const card = (name: string) => screen.getByRole('region', { name });
const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });
const rowHeads = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((th) => th.textContent);
const worthItTable = () => screen.getByRole('table', { name: /^Share of members who said .* was worth it/ });
const costTable = () => screen.getByRole('table', { name: /^What members paid out of pocket for / });

describe("a procedure's 'Worth it'", () => {
  it('shows the share who said worth it at 3, 6 and 12 months with its interval and n, in a table', async () => {
    await openProcedure(KNEE.id, KNEE.name);
    expect(card('Worth it')).toBeInTheDocument();
    const table = worthItTable();
    expect(table).toHaveAccessibleName(
      "Share of members who said Knee Arthroscopy was worth it, by time since surgery (each one's latest answer by then)",
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time since surgery', 'Journeys', 'Worth it', '95% interval']);
    expect(row(table, /^3 months/)).toHaveTextContent('3 months3661%45% to 75%');
    expect(row(table, /^6 months/)).toHaveTextContent('6 months2467%47% to 82%');
    expect(
      screen.getByText(
        '6 months after surgery, 67% of 24 members who had answered said it was worth it (95% interval 47% to 82%).',
      ),
    ).toBeInTheDocument();
  });

  it('withholds a time with fewer than 11 journeys: no number in its row, no bar in the drawing', async () => {
    await openProcedure(KNEE.id, KNEE.name);
    const withheld = row(worthItTable(), /^12 months/);
    expect(withheld).toHaveTextContent(`12 months${SUPPRESSED_TEXT}`);
    expect(withheld.textContent?.replace(SUPPRESSED_TEXT, '').replace('12 months', '')).not.toMatch(/\d/);
    const drawing = card('Worth it').querySelector('svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing?.querySelector('g[data-months="12"]')).toHaveTextContent('12 monthsn < 11');
    expect(drawing?.querySelector('g[data-months="12"] rect')).toBeNull();
    expect(drawing?.querySelectorAll('g[data-months="6"] rect')).toHaveLength(2);
    expect(drawing?.textContent).not.toContain('24');
  });

  it('speaks of the latest time when every time is shown', async () => {
    await openProcedure(SPINE.id, SPINE.name);
    expect(row(worthItTable(), /^12 months/)).toHaveTextContent('12 months6477%65% to 85%');
    expect(
      screen.getByText(
        '12 months after surgery, 77% of 64 members who had answered said it was worth it (95% interval 65% to 85%).',
      ),
    ).toBeInTheDocument();
  });
});

describe("a procedure's cost", () => {
  it('shows the median and middle half of what members paid, by how it was paid, in whole dollars', async () => {
    await openProcedure(KNEE.id, KNEE.name);
    expect(card('Cost')).toBeInTheDocument();
    const table = costTable();
    expect(table).toHaveAccessibleName(
      'What members paid out of pocket for Knee Arthroscopy, by how it was paid, in US dollars',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['How it was paid', 'Journeys', 'Median', 'Middle half (25th–75th percentile)']);
    expect(rowHeads(table)).toEqual(PAYMENT_METHODS.map((method) => paymentLabel(method)));
    expect(row(table, /^Private insurance/)).toHaveTextContent('Private insurance17$1,850$900 to $3,213');
    // An interpolated median of $412.50 reads in whole dollars.
    expect(row(table, /^Medicare/)).toHaveTextContent('Medicare11$413$150 to $780');
    for (const name of [/^Medicaid/, /^No insurance/, /^Other/])
      expect(row(table, name)).toHaveTextContent(SUPPRESSED_TEXT);
    expect(
      screen.getByText(
        'Out-of-pocket amounts members reported, in US dollars: the median and the middle half (25th to 75th percentile) for each way of paying.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/extreme amount/)).not.toBeInTheDocument();
  });

  it('says how many extreme amounts are left out of the figures', async () => {
    await openProcedure(SPINE.id, SPINE.name);
    expect(row(costTable(), /^No insurance \(self-pay\)/)).toHaveTextContent(
      'No insurance (self-pay)14$38,500$24,751 to $61,000',
    );
    expect(
      screen.getByText(
        'Out-of-pocket amounts members reported, in US dollars: the median and the middle half (25th to 75th percentile) for each way of paying. 2 extreme amounts are left out of these figures.',
      ),
    ).toBeInTheDocument();
  });

  it('says one extreme amount in the singular', async () => {
    const one: ProcedureInsights = { ...spineInsights, cost: { ...spineInsights.cost, trimmed: 1 } };
    api.on(`GET /insights/procedures/${SPINE.id}`, { status: 200, body: one });
    await openProcedure(SPINE.id, SPINE.name);
    expect(screen.getByText(/ 1 extreme amount is left out of these figures\.$/)).toBeInTheDocument();
  });
});

describe("'Worth it' and cost under 11 journeys", () => {
  it('shows none of their figures, and no count of extreme amounts', async () => {
    const withTrimmed: ProcedureInsights = {
      ...shoulderInsights,
      cost: { ...shoulderInsights.cost, trimmed: 1 },
    };
    api.on(`GET /insights/procedures/${SHOULDER.id}`, { status: 200, body: withTrimmed });
    await openProcedure(SHOULDER.id, SHOULDER.name);
    expect(screen.getByText(`Worth it: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByText(`Cost: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    for (const table of [worthItTable(), costTable()])
      for (const cell of within(table).getAllByRole('cell')) expect(cell).toHaveTextContent(SUPPRESSED_TEXT);
    expect(within(card('Worth it')).queryByText('n < 11')).not.toBeInTheDocument();
    expect(within(card('Worth it')).getAllByText(SUPPRESSED_TEXT)).toHaveLength(4);
    expect(screen.queryByText(/\$|extreme/)).not.toBeInTheDocument();
  });
});

describe("a surgeon's 'Worth it' and cost", () => {
  it("shows, for each procedure, their patients' answers and what they paid", async () => {
    renderWithRouter(<SurgeonPage npi={SURGEON_NPI} />, {
      route: `/surgeons/${SURGEON_NPI}`,
      path: '/surgeons/:npi',
    });
    const knee = await screen.findByRole('region', { name: KNEE.name });
    expect(within(knee).getByRole('heading', { level: 3, name: 'Worth it' })).toBeInTheDocument();
    expect(within(knee).getByRole('heading', { level: 3, name: 'Cost' })).toBeInTheDocument();
    const worthIt = within(knee).getByRole('table', {
      name: /^Share of this surgeon's patients who said Knee Arthroscopy was worth it/,
    });
    expect(row(worthIt, /^3 months/)).toHaveTextContent('3 months1275%47% to 91%');
    expect(row(worthIt, /^6 months/)).toHaveTextContent('6 months1173%43% to 90%');
    expect(row(worthIt, /^12 months/)).toHaveTextContent(SUPPRESSED_TEXT);
    const cost = within(knee).getByRole('table', {
      name: "What this surgeon's patients paid out of pocket for Knee Arthroscopy, by how it was paid, in US dollars",
    });
    expect(row(cost, /^Private insurance/)).toHaveTextContent('Private insurance11$1,600$950 to $2,400');
    expect(row(cost, /^Medicare/)).toHaveTextContent(SUPPRESSED_TEXT);

    const shoulder = card(SHOULDER.name);
    expect(within(shoulder).getByText(`Worth it: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    expect(within(shoulder).getByText(`Cost: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    // Parts of a procedure's card, not landmarks of their own: one 'Worth it' per procedure.
    expect(screen.queryByRole('region', { name: 'Worth it' })).not.toBeInTheDocument();
  });
});
