import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeComment,
  makeCurrentUser,
  makeProfile,
  signInAs,
} from '@journeys/shared/testing';
import { ann, REVIEW_ID, renderComments } from './render-comments';

const owner = makeCurrentUser({ id: 1, username: 'owner_olive' });
const bob = makeProfile({ id: 3, username: 'bob_birch' });

/**
 * 20 ann → owner's surgery (unread)      21 owner's own comment
 *   22 bob → reply to ann (unread)         23 bob → reply to owner (unread)
 * 24 bob → owner's surgery (already read)
 */
function thread() {
  return [
    makeComment({
      id: 20,
      reviewId: REVIEW_ID,
      patient: ann,
      text: 'First!',
      read: false,
      nestedComments: [makeComment({ id: 22, parentId: 20, patient: bob, text: 'To ann', read: false })],
    }),
    makeComment({
      id: 21,
      reviewId: REVIEW_ID,
      patient: owner,
      text: 'Owner speaks',
      read: false,
      nestedComments: [makeComment({ id: 23, parentId: 21, patient: bob, text: 'To owner', read: false })],
    }),
    makeComment({ id: 24, reviewId: REVIEW_ID, patient: bob, text: 'Old one', read: true }),
  ];
}

const api = fakeApiPerTest();
beforeEach(() => {
  api.on('GET /comments/:id', { status: 200, body: thread() });
  api.on('POST /comment/:id/read', { status: 204 });
  api.on('POST /reply/:id/read', { status: 204 });
});
const marks = () =>
  api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/read')).map((r) => r.url);

async function showAll() {
  const user = userEvent.setup();
  renderComments({ reviewOwnerId: owner.id, commentCount: 5 });
  await user.click(screen.getByRole('button', { name: 'Comments (5)' }));
  await screen.findByText('First!');
  for (const button of screen.getAllByRole('button', { name: 'Show 1 reply' })) await user.click(button);
  await screen.findByText('To owner');
}

it('marks what is addressed to the owner as it is shown, and marks it New', async () => {
  signInAs(owner);
  const user = userEvent.setup();
  renderComments({ reviewOwnerId: owner.id, commentCount: 5 });
  await user.click(screen.getByRole('button', { name: 'Comments (5)' }));
  await screen.findByText('First!');

  await waitFor(() => expect(marks()).toEqual(['/comment/20/read']));
  const first = screen.getByRole('article', { name: 'Comment by ann_aster' });
  expect(within(first).getByText('New')).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Comment by bob_birch' })).queryByText('New'),
  ).not.toBeInTheDocument();

  // A reply is shown, so marked, only once its thread is opened.
  const own = screen.getByRole('article', { name: 'Comment by owner_olive' });
  await user.click(within(own).getByRole('button', { name: 'Show 1 reply' }));
  await waitFor(() => expect(marks()).toEqual(['/comment/20/read', '/reply/23/read']));
  expect(
    within(screen.getByRole('article', { name: 'Reply by bob_birch' })).getByText('New'),
  ).toBeInTheDocument();
});

it("never marks the owner's own comments nor replies addressed to someone else", async () => {
  signInAs(owner);
  await showAll();
  await waitFor(() => expect(marks()).toHaveLength(2));
  expect(marks()).not.toContain('/comment/21/read');
  expect(marks()).not.toContain('/reply/22/read');
  expect(marks()).not.toContain('/comment/24/read');
});

it('a member who is not the owner marks only replies to their own comments', async () => {
  signInAs(makeCurrentUser({ id: ann.id, username: ann.username }));
  await showAll();
  await waitFor(() => expect(marks()).toEqual(['/reply/22/read']));
  expect(screen.getAllByText('New')).toHaveLength(1);
});

it('a non-owner with no comments marks nothing and sees no New markers', async () => {
  signInAs(makeCurrentUser({ id: 9, username: 'someone_else' }));
  await showAll();
  await new Promise((r) => setTimeout(r, 20));
  expect(marks()).toEqual([]);
  expect(screen.queryByText('New')).not.toBeInTheDocument();
});

it('a visitor marks nothing', async () => {
  await showAll();
  await new Promise((r) => setTimeout(r, 20));
  expect(marks()).toEqual([]);
});

it('logs a failed mark without disturbing the thread', async () => {
  api.on('POST /comment/:id/read', { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signInAs(owner);
  await showAll();
  await waitFor(() => expect(error).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('First!')).toBeInTheDocument();
});
