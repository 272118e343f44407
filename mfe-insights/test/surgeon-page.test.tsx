import { screen, within } from '@testing-library/react';
import { paths } from '@journeys/shared/contracts';
import { SUPPRESSED_TEXT } from '@journeys/shared/rules';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import SurgeonPage from '../src/exposes/surgeon-page';
import {
  KNEE,
  QUIET_SURGEON_NPI,
  SHOULDER,
  SURGEON_NPI,
  notFoundBody,
  quietSurgeonInsights,
  surgeonInsights,
} from '../src/fixtures/insights-fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  // The fake API tries the latest route first: the catch-all goes first.
  api.on('GET /insights/surgeons/:npi', { status: 404, body: notFoundBody('Surgeon not found') });
  api.on(`GET /insights/surgeons/${SURGEON_NPI}`, { status: 200, body: surgeonInsights });
  api.on(`GET /insights/surgeons/${QUIET_SURGEON_NPI}`, { status: 200, body: quietSurgeonInsights });
});

const renderPage = (npi: string) =>
  renderWithRouter(<SurgeonPage npi={npi} />, { route: `/surgeons/${npi}`, path: '/surgeons/:npi' });
const section = (name: string) => screen.getByRole('region', { name });

describe('SurgeonPage', () => {
  it('names the surgeon, specialty, place and journeys, and sets title and description', async () => {
    renderPage(SURGEON_NPI);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText(/Orthopaedic Surgery · Boston, MA/)).toBeInTheDocument();
    expect(screen.getByText(/24 journeys shared by patients\./)).toBeInTheDocument();
    expect(document.title).toBe('Maria Lopez: outcomes by procedure — Surgery Journeys');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Maria Lopez, Orthopaedic Surgery'),
    );
  });

  it('sets each figure and its 95% interval against all surgeons, in words, never as a rank', async () => {
    renderPage(SURGEON_NPI);
    const knee = await screen.findByRole('region', { name: KNEE.name });
    const table = within(knee).getByRole('table', { name: /this surgeon's figures against all surgeons'/ });
    expect(within(table).getByRole('row', { name: /^Average stars/ })).toHaveTextContent(
      'Average stars4.6 stars4.2 to 54 starsAbove the expected range',
    );
    expect(within(table).getByRole('row', { name: /^Better than before/ })).toHaveTextContent(
      'Better than before71%45% to 88%62%Within the expected range',
    );
    expect(screen.queryByText(/best|rank(ed)? #|\b1st\b/i)).not.toBeInTheDocument();
  });

  it("links each procedure to its page and to the feed of this surgeon's journeys of it", async () => {
    renderPage(SURGEON_NPI);
    const knee = await screen.findByRole('region', { name: KNEE.name });
    expect(within(knee).getByRole('link', { name: KNEE.name })).toHaveAttribute(
      'href',
      paths.procedure(KNEE.id),
    );
    expect(within(knee).getByRole('link', { name: 'See these 14 journeys' })).toHaveAttribute(
      'href',
      paths.feed({ surgeon: SURGEON_NPI, procedure: KNEE.id }),
    );
  });

  it('withholds the figures of a procedure with 10 journeys, and compares nothing', async () => {
    renderPage(SURGEON_NPI);
    await screen.findByRole('region', { name: KNEE.name });
    const shoulder = section(SHOULDER.name);
    const compared = within(shoulder).getByRole('table', { name: /this surgeon's figures/ });
    expect(within(compared).getAllByText(SUPPRESSED_TEXT)).toHaveLength(2);
    expect(within(shoulder).queryByText(/expected range/)).not.toBeInTheDocument();
    for (const cell of within(shoulder).getAllByRole('cell')) expect(cell).toHaveTextContent(SUPPRESSED_TEXT);
  });

  it('says so for a surgeon with no journeys', async () => {
    renderPage(QUIET_SURGEON_NPI);
    expect(await screen.findByRole('heading', { level: 1, name: 'John Smith' })).toBeInTheDocument();
    expect(screen.getByText(/No journeys have been shared for this surgeon yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is the Not Found page for an unknown NPI', async () => {
    renderPage('1999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });

  it('is the Not Found page for an address that is no NPI, without asking the API', () => {
    renderPage('12345');
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
