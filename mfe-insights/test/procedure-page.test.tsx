import { screen, within } from '@testing-library/react';
import { paths } from '@journeys/shared/contracts';
import { SUPPRESSED_TEXT } from '@journeys/shared/rules';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import ProcedurePage from '../src/exposes/procedure-page';
import {
  HIP,
  KNEE,
  SHOULDER,
  hipInsights,
  kneeInsights,
  notFoundBody,
  shoulderInsights,
} from '../src/fixtures/insights-fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  api.on('GET /insights/procedures/1', { status: 200, body: kneeInsights });
  api.on('GET /insights/procedures/2', { status: 200, body: hipInsights });
  api.on('GET /insights/procedures/3', { status: 200, body: shoulderInsights });
  api.on('GET /insights/procedures/999', { status: 404, body: notFoundBody('Procedure not found') });
  document.title = 'Surgery Journeys — track, share, inspire';
});

const renderPage = (id: string) =>
  renderWithRouter(<ProcedurePage id={id} />, { route: `/procedures/${id}`, path: '/procedures/:id' });
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const curveTable = () => screen.getByRole('table', { name: /How members feel compared with before surgery/ });
const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

describe('ProcedurePage', () => {
  it('names the procedure, its journeys and links to its feed; sets title and description', async () => {
    renderPage('1');
    expect(await screen.findByRole('heading', { level: 1, name: KNEE.name })).toBeInTheDocument();
    expect(document.title).toBe('Knee Arthroscopy recovery — Surgery Journeys');
    expect(description()).toMatch(/^How members recover after Knee Arthroscopy: .* from 42 journeys/);
    expect(screen.getByRole('link', { name: 'See all 42 journeys' })).toHaveAttribute(
      'href',
      paths.feed({ procedure: KNEE.id }),
    );
    expect(screen.getByRole('link', { name: 'All procedures' })).toHaveAttribute('href', paths.procedures());
  });

  it('gives back the site title when it leaves', async () => {
    const { unmount } = renderPage('1');
    await screen.findByRole('heading', { level: 1, name: KNEE.name });
    unmount();
    expect(document.title).toBe('Surgery Journeys — track, share, inspire');
  });

  it('puts the curve in a table under the chart: 11 journeys shown, 10 withheld with no number', async () => {
    renderPage('1');
    const table = await screen.findByRole('table', { name: /How members feel compared with before surgery/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time since surgery', 'Journeys', 'Median', 'Middle half (25th–75th percentile)']);
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(row(table, /^0–2 weeks/)).toHaveTextContent('0–2 weeks383 (Mildly worse)2 to 4');
    expect(row(table, /^3–6 months/)).toHaveTextContent('5.5 (between Mildly better and Moderately better)');
    expect(row(table, /^6–12 months/)).toHaveTextContent('6–12 months116 (Moderately better)5 to 7');
    const withheld = row(table, /^Over a year/);
    expect(withheld).toHaveTextContent(`Over a year${SUPPRESSED_TEXT}`);
    expect(withheld.textContent?.replace(SUPPRESSED_TEXT, '')).not.toMatch(/\d/);
    // The drawing: a point for the period with 11 journeys, a hatched column and no point for 10.
    const chart = document.querySelector('svg[aria-hidden="true"]');
    expect(chart?.querySelector('circle[data-period="6-12m"]')).not.toBeNull();
    expect(chart?.querySelector('circle[data-period="12m+"]')).toBeNull();
    expect(chart?.querySelector('rect[data-period="12m+"]')).not.toBeNull();
    expect(chart?.textContent).not.toContain('n = 10');
    // Short enough for six columns on a 360 px phone; the table below says it in words.
    expect(chart?.textContent).toContain('n < 11');
    expect(screen.getAllByText(SUPPRESSED_TEXT).length).toBeGreaterThanOrEqual(2);
  });

  it('paints the level labels over the band and under the median, so the band never washes them out', async () => {
    renderPage('1');
    await screen.findByRole('table', { name: /How members feel compared with before surgery/ });
    const chart = document.querySelector('svg[aria-hidden="true"]');
    // SVG paints in document order: a later element covers an earlier one.
    const order = [...(chart?.querySelectorAll('polygon, text, polyline') ?? [])].map((el) =>
      el.tagName === 'text' && /^\d [A-Z]/.test(el.textContent ?? '') ? 'label' : el.tagName,
    );
    const labels = order.flatMap((kind, i) => (kind === 'label' ? [i] : []));
    expect(labels).toHaveLength(7);
    expect(Math.min(...labels)).toBeGreaterThan(order.lastIndexOf('polygon'));
    expect(Math.max(...labels)).toBeLessThan(order.indexOf('polyline'));
  });

  it('says the curve in one sentence', async () => {
    renderPage('1');
    expect(
      await screen.findByText(
        'At 0–2 weeks, half the members report at least mildly worse than before surgery; at 6–12 months, at least moderately better than before surgery. 1 of 6 periods has fewer than 11 journeys and is not shown.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the share better than before with its interval, and the satisfaction bars, each with a table', async () => {
    renderPage('1');
    const better = await screen.findByRole('table', {
      name: 'Members whose latest report is better than before surgery',
    });
    expect(row(better, /^Better than before/)).toHaveTextContent('62%');
    expect(row(better, /^95% interval/)).toHaveTextContent('47% to 75%');
    expect(
      screen.getByText(
        '62% of 42 members report feeling better than before surgery (95% interval 47% to 75%).',
      ),
    ).toBeInTheDocument();
    const stars = screen.getByRole('table', {
      name: 'Latest star rating of 40 journeys (average 4.0 stars)',
    });
    expect(row(stars, /^5 stars/)).toHaveTextContent('5 stars (Very satisfied)1845%');
    expect(row(stars, /^1 star /)).toHaveTextContent('1 star (Very dissatisfied)25%');
  });

  it('keeps every chart drawing out of the accessibility tree and every table reachable by keyboard', async () => {
    renderPage('1');
    await screen.findByRole('heading', { level: 1, name: KNEE.name });
    for (const svg of document.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(5);
    for (const table of tables) {
      expect(table.querySelector('caption')).not.toBeNull();
      expect(table.parentElement).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole('region', { name: table.querySelector('caption')?.textContent ?? '' })).toBe(
        table.parentElement,
      );
    }
    expect(curveTable()).toBeVisible();
  });

  it('shows figures from 11 journeys', async () => {
    renderPage(String(HIP.id));
    const better = await screen.findByRole('table', {
      name: 'Members whose latest report is better than before surgery',
    });
    expect(row(better, /^Journeys/)).toHaveTextContent('11');
    expect(row(better, /^Better than before/)).toHaveTextContent('55%');
    expect(screen.getByRole('table', { name: /Latest star rating of 11 journeys/ })).toBeInTheDocument();
  });

  it('withholds every figure from 10 journeys and draws none of them', async () => {
    renderPage(String(SHOULDER.id));
    expect(await screen.findByRole('heading', { level: 1, name: SHOULDER.name })).toBeInTheDocument();
    expect(
      screen.getByText(`${SUPPRESSED_TEXT} in any period since surgery, so no curve is drawn.`),
    ).toBeInTheDocument();
    expect(screen.getByText(`Share better than before: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    expect(screen.getByText(`Satisfaction: ${SUPPRESSED_TEXT}.`)).toBeInTheDocument();
    for (const table of screen.getAllByRole('table')) {
      const cells = within(table).queryAllByRole('cell');
      for (const cell of cells) expect(cell).toHaveTextContent(SUPPRESSED_TEXT);
    }
    expect(document.querySelectorAll('circle')).toHaveLength(0);
    // No share anywhere: only a column heading ('95% interval') names one.
    expect(screen.queryByText(/%/, { ignore: 'script, style, th[scope="col"]' })).not.toBeInTheDocument();
  });

  it('is the Not Found page for an unknown procedure', async () => {
    renderPage('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is nothing at this address.')).toBeInTheDocument();
    expect(document.title).toBe('Not Found — Surgery Journeys');
  });

  it('is the Not Found page for an id that is not one, without asking the API', () => {
    renderPage('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
