// The comments section under a feed card that draws its own 'Comments (n)' toggle
// (CommentsSlotProps.open): fetched ahead it shows nothing; opened it shows the thread without a
// second toggle, in the region the card's toggle names, and tells the card the thread's count.
import { screen } from '@testing-library/react';
import { fakeApiPerTest, makeComment } from '@journeys/shared/testing';
import { ann, REVIEW_ID, renderComments, serveThread } from './render-comments';

const api = fakeApiPerTest();

it('shows nothing and asks nothing while fetched ahead', () => {
  renderComments({ commentCount: 2, open: null, panelId: 'card-panel' });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(document.getElementById('card-panel')).toBeNull();
  expect(api.requests).toEqual([]);
});

it('opens the thread in the card’s region, without its own toggle, and reports the thread’s count', async () => {
  serveThread(api, [
    makeComment({ id: 10, reviewId: REVIEW_ID, patient: ann, text: 'How is the knee?' }),
    makeComment({ id: 11, reviewId: REVIEW_ID, patient: ann, text: 'Any swelling?' }),
    makeComment({ id: 12, reviewId: REVIEW_ID, patient: ann, text: 'Walking yet?' }),
  ]);
  const counts: number[] = [];
  renderComments({
    commentCount: 2,
    open: true,
    panelId: 'card-panel',
    onCountChange: (n) => counts.push(n),
  });
  expect(await screen.findByText('Walking yet?')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Comments \(/ })).not.toBeInTheDocument();
  expect(document.getElementById('card-panel')).toContainElement(screen.getByText('Walking yet?'));
  expect(counts.at(-1)).toBe(3);
});
