import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { queryKeys } from '@journeys/shared/query';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeProfile,
  makeReview,
  makeUpdate,
  signInAs,
} from '@journeys/shared/testing';
import { listen, page, renderFeed, reviewRequests } from './helpers';

const api = fakeApiPerTest();

describe('feed list', () => {
  it('shows loading, then each surgery with stripped MD, symptom score, stars and long dates', async () => {
    const review = makeReview({
      id: 41,
      surgeon: {
        npi: '1',
        name: 'Gregory House, MD',
        address: '221B Baker St, Princeton, NJ',
        stateName: 'New Jersey',
      },
      state: { id: 31, name: 'New Jersey', code: 'NJ' },
      procedures: [
        { id: 1, name: 'Knee replacement', description: '', side: 'left', right: false },
        { id: 2, name: 'Hip replacement', description: '', side: 'bilateral', right: true },
      ],
      symptom: 6,
      rating: 4,
      surgeryDate: '2024-03-04',
      description: 'Long road, worth it.',
      commentCount: 3,
    });
    api.on('GET /reviews', { ...page([review]), delayMs: 20 });
    renderFeed();

    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    const card = await screen.findByRole('article', {
      name: 'Knee replacement (left), Hip replacement (bilateral)',
    });
    const c = within(card);
    expect(screen.queryByText('Loading reviews...')).not.toBeInTheDocument();
    expect(c.getByText('Gregory House')).toBeInTheDocument();
    expect(c.queryByText(/Gregory House, MD/)).not.toBeInTheDocument();
    expect(c.getByText('221B Baker St, Princeton, NJ')).toBeInTheDocument();
    expect(c.getByText('New Jersey')).toBeInTheDocument();
    expect(c.getByText('+2 Moderately better than before surgery')).toBeInTheDocument();
    expect(c.getByRole('img', { name: '4 out of 5 stars: Satisfied' })).toBeInTheDocument();
    expect(c.getByText('Long road, worth it.')).toBeInTheDocument();
    expect(c.getByText('Surgery date:', { exact: false })).toHaveTextContent('Surgery date: March 4, 2024');
    expect(c.getByText('March 4, 2024')).toHaveAttribute('dateTime', '2024-03-04');
    expect(c.getByText(/^Posted/)).toHaveTextContent(
      /Posted \d+ (seconds?|minutes?|hours?|days?|weeks?|months?) ago|Posted \w+ \d+, \d{4}/,
    );
    // The card draws the toggle; the comments remote is wanted only once a reader points at it.
    const toggle = c.getByRole('button', { name: 'Comments (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(c.queryByTestId('comments-41')).not.toBeInTheDocument();
    await userEvent.hover(toggle);
    expect(c.getByTestId('comments-41')).toHaveTextContent(
      `3 comments; owner ${review.patient?.id}; highlight none; open null`,
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(c.getByTestId('comments-41')).toHaveTextContent('open true');
    expect(reviewRequests(api)[0]?.params).toEqual({});
  });

  it('shows the latest update with its post-op label', async () => {
    const review = makeReview({
      surgeryDate: '2025-01-10',
      updates: [
        makeUpdate({ symptom: 4, description: 'Early days.', createdAt: '2025-01-20T10:00:00.000Z' }),
        makeUpdate({
          symptom: 7,
          rating: 5,
          description: 'Back to hiking.',
          createdAt: '2025-03-01T10:00:00.000Z',
        }),
      ],
    });
    api.on('GET /reviews', page([review]));
    renderFeed();

    const latest = (await screen.findByRole('heading', { name: 'Latest update' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(latest).getByText('Back to hiking.')).toBeInTheDocument();
    expect(within(latest).getByText('+3 Significantly better than before surgery')).toBeInTheDocument();
    expect(within(latest).getByText(/1 month post-op/)).toBeInTheDocument();
    expect(within(latest).queryByText('Early days.')).not.toBeInTheDocument();
  });

  it("names the caregiver who posted an update for the journey's owner, and nobody on the owner's own", async () => {
    const byCaregiver = makeReview({
      patient: makeProfile({ id: 7, username: 'Kate' }),
      procedures: [{ id: 1, name: 'Knee', description: '', side: 'right', right: true }],
      updates: [makeUpdate({ description: 'Kate walked today.', postedBy: { id: 8, username: 'Maria' } })],
    });
    const byOwner = makeReview({
      patient: makeProfile({ id: 9, username: 'Ann' }),
      procedures: [{ id: 1, name: 'Hip', description: '', side: 'left', right: false }],
      updates: [makeUpdate({ description: 'Ann wrote this.' })],
    });
    api.on('GET /reviews', page([byCaregiver, byOwner]));
    renderFeed();

    const knee = within(await screen.findByRole('article', { name: 'Knee (right)' }));
    expect(knee.getByText('Posted by Maria for Kate')).toBeInTheDocument();
    const hip = within(screen.getByRole('article', { name: 'Hip (left)' }));
    expect(hip.getByText('Ann wrote this.')).toBeInTheDocument();
    expect(hip.queryByText(/^Posted by/)).not.toBeInTheDocument();
  });

  it("shows the latest 'Worth it' answer with its time, and what was paid only when shown", async () => {
    const answered = (answer: 'worth_it' | 'not_sure' | 'not_worth_it', monthsAfterSurgery: number) => ({
      answer,
      answeredAt: '2025-07-12T10:00:00.000Z',
      monthsAfterSurgery,
    });
    api.on(
      'GET /reviews',
      page([
        makeReview({
          id: 1,
          description: 'Shown.',
          latestWorthIt: answered('worth_it', 6),
          cost: { amount: 1200, payment: 'private', shown: true },
        }),
        makeReview({
          id: 2,
          description: 'Kept for the totals.',
          latestWorthIt: answered('not_sure', 1),
          // The owner's own answer carries the amount even when it is not to be shown.
          cost: { amount: 90000, payment: 'self_pay', shown: false },
        }),
        makeReview({ id: 3, description: 'Just operated.', latestWorthIt: answered('not_worth_it', 0) }),
        makeReview({ id: 4, description: 'Never answered.' }),
      ]),
    );
    renderFeed();
    const card = async (text: string) =>
      within((await screen.findByText(text)).closest('article') as HTMLElement);

    const shown = await card('Shown.');
    expect(shown.getByText('Worth it · 6 months after surgery')).toBeInTheDocument();
    expect(shown.getByText('Paid $1,200 · Private insurance')).toBeInTheDocument();

    const kept = await card('Kept for the totals.');
    expect(kept.getByText('Not sure yet · 1 month after surgery')).toBeInTheDocument();
    expect(kept.queryByText(/Paid|90,000|No insurance/)).not.toBeInTheDocument();

    const early = await card('Just operated.');
    expect(early.getByText('Not worth it · less than a month after surgery')).toBeInTheDocument();

    const never = await card('Never answered.');
    expect(never.queryByText(/worth it|Paid/i)).not.toBeInTheDocument();
  });

  it('filters by surgery and user, and Clear Filters (2) returns to /surgeries', async () => {
    const review = makeReview({ id: 7, commentCount: 2 });
    api.on('GET /reviews', page([review]));
    renderFeed('/surgeries?surgery=7&user=12&comment=99');

    await screen.findByRole('article');
    expect(reviewRequests(api)[0]?.params).toEqual({ surgery: 7, user: 12 });
    // The deep link's comment goes to the thread of the surgery it names.
    expect(screen.getByTestId('comments-7')).toHaveTextContent('highlight 99');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
    await waitFor(() => expect(reviewRequests(api)).toHaveLength(2));
    expect(reviewRequests(api)[1]?.params).toEqual({});
    expect(screen.queryByRole('button', { name: /Clear Filters/ })).not.toBeInTheDocument();
  });

  it('counts one active filter', async () => {
    api.on('GET /reviews', page([makeReview()]));
    renderFeed('/surgeries?user=12');
    expect(await screen.findByRole('button', { name: 'Clear Filters (1)' })).toBeInTheDocument();
  });

  it('tells when nothing matches the filters', async () => {
    api.on('GET /reviews', page([]));
    renderFeed('/surgeries?user=5');
    expect(await screen.findByText('No results found for your current filters.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server message when loading fails, and retries', async () => {
    api.on('GET /reviews', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Database is unavailable' },
    });
    renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is unavailable');

    api.on('GET /reviews', page([makeReview({ description: 'Back online.' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online.')).toBeInTheDocument();
  });

  it('loads the next page with the cursor on Load more', async () => {
    api.on('GET /reviews', (req) =>
      req.params.cursor === 'c2'
        ? page([makeReview({ id: 2, description: 'Second page surgery.' })])
        : page([makeReview({ id: 1, description: 'First page surgery.' })], 'c2'),
    );
    renderFeed();
    await screen.findByText('First page surgery.');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page surgery.')).toBeInTheDocument();
    expect(screen.getByText('First page surgery.')).toBeInTheDocument();
    expect(reviewRequests(api)[1]?.params).toEqual({ cursor: 'c2' });
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reloads, cards kept on screen, when a change elsewhere on the page invalidates the lists', async () => {
    let description = 'Before.';
    api.on('GET /reviews', () => page([makeReview({ id: 3, description })]));
    const { client } = renderFeed();
    await screen.findByText('Before.');

    description = 'After.';
    act(() => void client.invalidateQueries({ queryKey: queryKeys.reviews.all }));
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(await screen.findByText('After.')).toBeInTheDocument();
    expect(reviewRequests(api)).toHaveLength(2);
  });

  it('asks for the first page once when it comes back after a save invalidated the lists', async () => {
    api.on('GET /reviews', page([makeReview({ description: 'Listed.' })]));
    const first = renderFeed();
    await screen.findByText('Listed.');
    first.unmount();
    // What the wizard's save does before it navigates back to the feed.
    await act(() => first.client.invalidateQueries({ queryKey: queryKeys.reviews.all }));

    renderFeed('/surgeries', first.client);
    await screen.findByText('Listed.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reviewRequests(api)).toHaveLength(2);
  });
});

describe('login=true', () => {
  it('asks a visitor to log in', async () => {
    const prompts = listen('login:prompt');
    api.on('GET /reviews', page([]));
    renderFeed('/surgeries?login=true');
    await screen.findByText('No results found for your current filters.');
    expect(prompts.events).toHaveLength(1);
    prompts.off();
  });

  it('does not ask a member who is logged in', async () => {
    signInAs(makeCurrentUser());
    const prompts = listen('login:prompt');
    api.on('GET /reviews', page([]));
    renderFeed('/surgeries?login=true');
    await screen.findByText('No results found for your current filters.');
    expect(prompts.events).toHaveLength(0);
    prompts.off();
  });
});

describe('owner actions', () => {
  it('shows Delete, Edit and Update to the owner only', async () => {
    const me = makeCurrentUser({ id: 500 });
    signInAs(me);
    api.on(
      'GET /reviews',
      page([
        makeReview({
          id: 10,
          patient: makeProfile({ id: 500 }),
          procedures: [{ id: 1, name: 'Mine', description: '', side: 'right', right: true }],
        }),
        makeReview({
          id: 11,
          patient: makeProfile({ id: 501 }),
          procedures: [{ id: 1, name: 'Theirs', description: '', side: 'left', right: false }],
        }),
      ]),
    );
    renderFeed();

    const mine = within(await screen.findByRole('article', { name: 'Mine (right)' }));
    expect(mine.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(mine.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/review/10/edit');
    expect(mine.getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/10/update');
    expect(mine.getByRole('link', { name: 'Help calendar' })).toHaveAttribute('href', '/help/10');

    const theirs = within(screen.getByRole('article', { name: 'Theirs (left)' }));
    expect(theirs.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(theirs.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(theirs.queryByRole('link', { name: 'Update' })).not.toBeInTheDocument();
    expect(theirs.queryByRole('link', { name: 'Help calendar' })).not.toBeInTheDocument();

    await userEvent.click(mine.getByRole('link', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/review/10/edit');
  });

  it('shows a visitor no owner actions', async () => {
    api.on('GET /reviews', page([makeReview()]));
    renderFeed();
    const card = within(await screen.findByRole('article'));
    expect(card.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('a surgery that is not there', () => {
  const missing = 'This surgery does not exist or was deleted';

  it('says so for ?surgery=abc without asking the server, and links to all surgeries', async () => {
    api.on('GET /reviews', page([makeReview({ id: 3 })]));
    renderFeed('/surgeries?surgery=abc');
    expect(await screen.findByText(missing)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(reviewRequests(api)).toHaveLength(0);

    const all = screen.getByRole('link', { name: 'All surgeries' });
    expect(all).toHaveAttribute('href', '/surgeries');
    await userEvent.click(all);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByText(missing)).not.toBeInTheDocument();
  });

  it('says so for an id the server has no surgery for', async () => {
    api.on('GET /reviews', page([]));
    renderFeed('/surgeries?surgery=424242');
    expect(await screen.findByText(missing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All surgeries' })).toHaveAttribute('href', '/surgeries');
    expect(screen.queryByText('No results found for your current filters.')).not.toBeInTheDocument();
  });

  it('says so when the server answers 404', async () => {
    api.on('GET /reviews', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Surgery not found' },
    });
    renderFeed('/surgeries?surgery=424242');
    expect(await screen.findByText(missing)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps "No results" when a member filter narrows a surgery away', async () => {
    api.on('GET /reviews', page([]));
    renderFeed('/surgeries?surgery=4&user=5');
    expect(await screen.findByText('No results found for your current filters.')).toBeInTheDocument();
    expect(screen.queryByText(missing)).not.toBeInTheDocument();
  });
});

it('a card of another member has no empty band above Comments: the comments sit right in the card', async () => {
  signInAs(makeCurrentUser({ id: 500 }));
  api.on('GET /reviews', page([makeReview({ id: 11, patient: makeProfile({ id: 501 }) })]));
  renderFeed();
  const card = await screen.findByRole('article');
  const toggle = within(card).getByRole('button', { name: 'Comments (0)' });
  expect(toggle.closest('h3')?.parentElement?.parentElement).toBe(card);
  expect(card.querySelector('footer')).toBeNull();
});
