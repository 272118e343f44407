import { screen, within } from '@testing-library/react';
import {
  fakeApiPerTest,
  makeComment,
  makeProfile,
  makeReview,
  renderWithRouter,
} from '@journeys/shared/testing';
import { StandaloneComments } from '../src/standalone/standalone-comments';

const api = fakeApiPerTest();

it('renders the surgery of ?surgery= with the owner known, deep-linked to ?comment=', async () => {
  const owner = makeProfile({ id: 41, username: 'owner_olive' });
  api.on('GET /reviews', {
    status: 200,
    body: { reviews: [makeReview({ id: 8, patient: owner, commentCount: 1 })], nextCursor: null, total: 1 },
  });
  api.on('GET /comments/:id', {
    status: 200,
    body: [makeComment({ id: 77, reviewId: 8, patient: owner, text: 'Owner here' })],
  });
  renderWithRouter(<StandaloneComments />, { route: '/?surgery=8&comment=77' });

  const comment = await screen.findByRole('article', { name: 'Comment by owner_olive' });
  expect(comment).toHaveAttribute('data-highlighted', 'true');
  expect(await within(comment).findByText('Author')).toBeInTheDocument();
  expect(api.requests.find((r) => r.url === '/reviews')?.params).toEqual({ surgery: 8 });
  expect(api.requests.some((r) => r.url === '/comments/8')).toBe(true);
});
