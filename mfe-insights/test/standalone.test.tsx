import { screen, within } from '@testing-library/react';
import { setHttpAdapter } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import { SUPPRESSED_TEXT } from '@journeys/shared/rules';
import { serveFixtures, type DataSource } from '@journeys/shared/ui/standalone-frame';
import { fakeApiPerTest, renderStandalone, standaloneBar } from '@journeys/shared/testing';
import { KNEE, SHOULDER, SPINE, procedureList } from '../src/fixtures/insights-fixtures';
import { answerFromFixtures } from '../src/standalone/fixture-api';
import { CASES, StandaloneApp } from '../src/standalone/standalone-app';

// Only the live-data test scripts it; the others answer from the fixtures, as QA sees them.
const api = fakeApiPerTest();
afterEach(() => setHttpAdapter(undefined));

function openStandalone(route: string = paths.procedures(), source: DataSource = 'fixtures') {
  if (source === 'fixtures') serveFixtures(answerFromFixtures);
  return renderStandalone(<StandaloneApp source={source} />, route);
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const table = (name: RegExp | string) => screen.getByRole('table', { name });
const row = (of: HTMLElement, name: RegExp) => within(of).getByRole('row', { name });
const curve = () => table(/How members feel compared with before surgery/);

/** What each link of the bar shows, read from the fixtures through the page. */
const EXPECTED: Record<string, () => Promise<void>> = {
  'All procedures': async () => {
    await h1('Recovery by procedure');
    // A procedure's name, then its journeys (the bar's links start with a number or say none).
    const links = await screen.findAllByRole('link', { name: /^\D+ \d+ journeys$/ });
    expect(links.map((a) => a.textContent)).toEqual(
      procedureList.map((p) => `${p.procedure.name} ${p.journeys} journeys`),
    );
  },
  '42 journeys, 11 and 10 in the last periods': async () => {
    await h1(KNEE.name);
    expect(row(curve(), /^6–12 months/)).toHaveTextContent('6–12 months116 (Moderately better)5 to 7');
    expect(row(curve(), /^Over a year/)).toHaveTextContent(`Over a year${SUPPRESSED_TEXT}`);
    expect(screen.getByRole('link', { name: 'See all 42 journeys' })).toBeInTheDocument();
  },
  '11 journeys': async () => {
    await h1('Total Hip Replacement');
    const better = table('Members whose latest report is better than before surgery');
    expect(row(better, /^Journeys/)).toHaveTextContent('11');
    expect(row(better, /^Better than before/)).toHaveTextContent('55%');
    expect(row(curve(), /^0–2 weeks/)).toHaveTextContent('0–2 weeks11');
    expect(row(curve(), /^2–6 weeks/)).toHaveTextContent(SUPPRESSED_TEXT);
  },
  '10 journeys': async () => {
    await h1(SHOULDER.name);
    expect(
      screen.getByText(`${SUPPRESSED_TEXT} in any period since surgery, so no curve is drawn.`),
    ).toBeInTheDocument();
    expect(screen.getByText(`Share better than before: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByText(`Satisfaction: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByText(`Worth it: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByText(`Cost: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    // No share anywhere: only a column heading ('95% interval') names one.
    expect(screen.queryByText(/%/, { ignore: 'script, style, th[scope="col"]' })).not.toBeInTheDocument();
  },
  '126 journeys, extreme amounts left out': async () => {
    await h1(SPINE.name);
    expect(row(table(/who said Lumbar Spinal Fusion was worth it/), /^12 months/)).toHaveTextContent(
      '12 months6477%65% to 85%',
    );
    expect(screen.getByText(/2 extreme amounts are left out of these figures\.$/)).toBeInTheDocument();
  },
  Surgeon: async () => {
    await h1('Maria Lopez');
    const knee = screen.getByRole('region', { name: KNEE.name });
    expect(within(knee).getByRole('row', { name: /^Average stars/ })).toHaveTextContent(
      'Above the expected range',
    );
    const shoulder = screen.getByRole('region', { name: SHOULDER.name });
    const compared = within(shoulder).getByRole('table', { name: /this surgeon's figures/ });
    expect(within(compared).getAllByText(SUPPRESSED_TEXT)).toHaveLength(2);
    expect(within(shoulder).queryByText(/expected range/)).not.toBeInTheDocument();
  },
  'Surgeon without journeys': async () => {
    await h1('John Smith');
    expect(screen.getByText(/No journeys have been shared for this surgeon yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  },
  'Unknown procedure': async () => {
    await h1('Not Found');
    expect(screen.getByText('There is nothing at this address.')).toBeInTheDocument();
  },
  'Malformed NPI': async () => {
    await h1('Not Found');
  },
};

describe('insights standalone page: every display case of the fixtures', () => {
  it('links each case from the bar, and offers the real API', async () => {
    openStandalone();
    expect(standaloneBar().getByRole('link', { name: 'use the real API' })).toHaveAttribute(
      'href',
      '?data=live',
    );
    expect(CASES.map((c) => c.text).sort()).toEqual(Object.keys(EXPECTED).sort());
    await h1('Recovery by procedure');
  });

  it.each(CASES.map((c) => [c.text]))('shows "%s" from its link', async (text) => {
    // Started on another case, so the link itself leads there.
    const user = openStandalone(text === 'Surgeon' ? paths.procedure(KNEE.id) : paths.surgeon('1234567890'));
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    await user.click(standaloneBar().getByRole('link', { name: text }));
    await EXPECTED[text]?.();
  });

  it('shows that it is loading while the fixtures answer', async () => {
    openStandalone(paths.procedure(KNEE.id));
    expect(await screen.findByText('Loading recovery figures...')).toHaveAttribute('role', 'status');
    await h1(KNEE.name);
  });

  it("leads a procedure's journeys link to the feed's stand-in, and back", async () => {
    const user = openStandalone(paths.procedure(KNEE.id));
    await h1(KNEE.name);
    await user.click(screen.getByRole('link', { name: 'See all 42 journeys' }));
    expect(screen.getByText(/^The feed would open/)).toHaveTextContent(
      `The feed would open ${paths.feed({ procedure: KNEE.id })}.`,
    );
    await user.click(screen.getByRole('link', { name: 'Back to procedures' }));
    await h1('Recovery by procedure');
  });

  it('opens All procedures for an address it does not have', async () => {
    openStandalone('/nowhere');
    await h1('Recovery by procedure');
  });

  it('on the real API, asks the API and offers the way back to the fixtures', async () => {
    api.on('GET /insights/procedures', { status: 200, body: [] });
    openStandalone(paths.procedures(), 'live');
    expect(await screen.findByText('No journeys have been shared yet.')).toBeInTheDocument();
    expect(
      standaloneBar()
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['?data=fixtures']);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /insights/procedures']);
  });
});
