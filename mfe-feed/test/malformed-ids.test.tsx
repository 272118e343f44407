import { screen } from '@testing-library/react';
import { fakeApiPerTest, makeReview } from '@journeys/shared/testing';
import { page, renderFeed, reviewRequests } from './helpers';

// Ids in the feed's address go through the one strict parser (@journeys/shared/url-ids).
const MALFORMED = ['1e3', '0x10', '%2012', '12abc', '-1', '0', '1.5', '9007199254740993'];

const api = fakeApiPerTest();

it.each(MALFORMED)(
  'shows ?surgery=%s as a surgery that is not there, without asking the server',
  async (id) => {
    api.on('GET /reviews', page([makeReview({ id: 3 })]));
    renderFeed(`/surgeries?surgery=${id}`);
    expect(await screen.findByText('This surgery does not exist or was deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(reviewRequests(api)).toHaveLength(0);
  },
);

it.each(MALFORMED)('reads ?user=%s as no filter: the request carries no user', async (id) => {
  api.on('GET /reviews', page([makeReview({ id: 3 })]));
  renderFeed(`/surgeries?user=${id}`);
  expect(await screen.findByRole('article')).toBeInTheDocument();
  expect(reviewRequests(api).map((r) => r.params.user)).toEqual([undefined]);
});

it.each(MALFORMED)('highlights no comment for ?comment=%s', async (id) => {
  api.on('GET /reviews', page([makeReview({ id: 7, commentCount: 2 })]));
  renderFeed(`/surgeries?surgery=7&comment=${id}`);
  const toggle = await screen.findByRole('button', { name: 'Comments (2)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTestId('comments-7')).not.toBeInTheDocument();
});
