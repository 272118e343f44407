import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeProfile,
  makeReview,
  makeUpdate,
  signInAs,
} from '@journeys/shared/testing';
import { SUPPRESSED_TEXT, type OnTrack } from '@journeys/shared/rules';
import { page, renderFeed } from './helpers';

const api = fakeApiPerTest();

/** The viewer's local calendar date `days` ago as YYYY-MM-DD, as a surgery date is stored. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function monthsAgo(months: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - months);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
}

describe('a card says how long ago the surgery was', () => {
  it.each([
    ['today', 'Week 1 after surgery', daysAgo(0)],
    ['37 days ago', 'Week 6 after surgery', daysAgo(37)],
    ['8 months ago', '8 months after surgery', monthsAgo(8)],
    ['30 months ago', '2 years after surgery', monthsAgo(30)],
  ])('a surgery %s reads "%s"', async (_when, text, surgeryDate) => {
    api.on('GET /reviews', page([makeReview({ surgeryDate })]));
    renderFeed();
    const card = await screen.findByRole('article');
    expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('gives the date of a surgery still to come', async () => {
    const d = new Date();
    d.setDate(d.getDate() + 2);
    const surgeryDate = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    api.on('GET /reviews', page([makeReview({ surgeryDate })]));
    renderFeed();
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/^Surgery on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
  });
});

describe('a card links to the surgeon’s and each procedure’s page', () => {
  it('links the surgeon by NPI and each listed procedure by id; a procedure typed in has no link', async () => {
    api.on(
      'GET /reviews',
      page([
        makeReview({
          surgeon: {
            npi: '1234567893',
            name: 'Jane Q. Doe, MD',
            address: 'Hartford, CT',
            stateName: 'Connecticut',
          },
          procedures: [
            { id: 3, name: 'Knee Arthroscopy', description: '', side: 'left', right: false },
            { id: null, name: 'Custom repair', description: '', side: 'right', right: true },
          ],
        }),
      ]),
    );
    renderFeed();
    const card = await screen.findByRole('article', {
      name: 'Knee Arthroscopy (left), Custom repair (right)',
    });
    const c = within(card);
    expect(c.getByRole('link', { name: 'Jane Q. Doe' })).toHaveAttribute('href', '/surgeons/1234567893');
    expect(c.getByRole('link', { name: 'Knee Arthroscopy' })).toHaveAttribute('href', '/procedures/3');
    expect(c.queryByRole('link', { name: /Custom repair/ })).not.toBeInTheDocument();

    await userEvent.click(c.getByRole('link', { name: 'Knee Arthroscopy' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/procedures\/3$/);
  });
});

describe('Am I on track?', () => {
  const me = makeCurrentUser({ id: 900 });
  const onTrack = (overrides: Partial<OnTrack> = {}): OnTrack => ({
    reviewId: 31,
    procedure: { id: 3, name: 'Knee Arthroscopy', description: '' },
    period: '2-6w',
    weeksSinceSurgery: 5,
    yours: 7,
    others: { journeys: 24, median: 5.6, suppressed: false },
    ...overrides,
  });
  const onTrackRequests = () => api.requests.filter((r) => r.url.startsWith('/insights/surgeries/'));

  beforeEach(() => {
    signInAs(me);
    api.on(
      'GET /reviews',
      page([
        makeReview({ id: 31, patient: makeProfile({ id: 900 }), description: 'Mine.' }),
        makeReview({ id: 32, patient: makeProfile({ id: 901 }), description: 'Theirs.' }),
      ]),
    );
  });

  it('compares the member’s latest report with others at the same time, on their own card only', async () => {
    api.on('GET /insights/surgeries/:id/on-track', { status: 200, body: onTrack() });
    renderFeed();
    const mine = (await screen.findByText('Mine.')).closest('article') as HTMLElement;
    expect(
      await within(mine).findByText(
        'At week 6 most members report Moderately better; you report Significantly better.',
      ),
    ).toBeInTheDocument();
    expect(within(mine).getByText('Am I on track?')).toBeInTheDocument();

    const theirs = screen.getByText('Theirs.').closest('article') as HTMLElement;
    expect(within(theirs).queryByText('Am I on track?')).not.toBeInTheDocument();
    expect(onTrackRequests().map((r) => r.url)).toEqual(['/insights/surgeries/31/on-track']);
  });

  it('says so instead of a figure when fewer than 11 journeys lie behind it', async () => {
    api.on('GET /insights/surgeries/:id/on-track', {
      status: 200,
      body: onTrack({ others: { journeys: null, median: null, suppressed: true } }),
    });
    renderFeed();
    const mine = (await screen.findByText('Mine.')).closest('article') as HTMLElement;
    expect(await within(mine).findByText(SUPPRESSED_TEXT)).toBeInTheDocument();
    expect(SUPPRESSED_TEXT).toBe('Fewer than 11 journeys — not enough to show');
    expect(mine).not.toHaveTextContent(/most members report/);
  });

  it('names the recovery period past twelve weeks, and reads "About the same" short', async () => {
    api.on('GET /insights/surgeries/:id/on-track', {
      status: 200,
      body: onTrack({
        period: '3-6m',
        weeksSinceSurgery: 17,
        yours: 4,
        others: { journeys: 40, median: 5, suppressed: false },
      }),
    });
    renderFeed();
    expect(
      await screen.findByText('At 3–6 months most members report Mildly better; you report About the same.'),
    ).toBeInTheDocument();
  });

  it('is asked for again when the member’s latest report changes on the page', async () => {
    let updates = [makeUpdate({ id: 1, reviewId: 31, symptom: 5 })];
    api.on('GET /reviews', () =>
      page([makeReview({ id: 31, patient: makeProfile({ id: 900 }), description: 'Mine.', updates })]),
    );
    api.on('GET /insights/surgeries/:id/on-track', () => ({
      status: 200,
      body: onTrack({ yours: updates[0]?.symptom ?? 0 }),
    }));
    const { client } = renderFeed();
    await screen.findByText(/you report Mildly better/);

    updates = [makeUpdate({ id: 2, reviewId: 31, symptom: 6 })];
    await client.invalidateQueries({ queryKey: ['reviews'] });
    expect(await screen.findByText(/you report Moderately better/)).toBeInTheDocument();
    await waitFor(() => expect(onTrackRequests()).toHaveLength(2));
  });

  it('shows another member nothing on cards not theirs, and asks nothing', async () => {
    signInAs(makeCurrentUser({ id: 999 }));
    renderFeed();
    await screen.findByText('Mine.');
    expect(screen.queryByText('Am I on track?')).not.toBeInTheDocument();
    expect(onTrackRequests()).toHaveLength(0);
  });
});
