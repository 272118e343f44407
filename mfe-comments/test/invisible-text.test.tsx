import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeComment,
  makeCurrentUser,
  makeProfile,
  signInAs,
} from '@journeys/shared/testing';
import { REVIEW_ID, renderComments } from './render-comments';

/** Zero-width space, zero-width joiner, word joiner and BOM: a comment that shows nothing. */
const INVISIBLE = '\u200B\u200D\u2060\uFEFF';

const api = fakeApiPerTest();
beforeEach(() => {
  api.on('GET /comments/:id', {
    status: 200,
    body: [makeComment({ id: 10, reviewId: REVIEW_ID, patient: makeProfile({ id: 2 }), text: 'Hello' })],
  });
  signInAs(makeCurrentUser({ id: 5 }));
});
it('cannot send a comment of invisible characters, by button or by Enter', async () => {
  const user = userEvent.setup();
  renderComments({ commentCount: 1 });
  await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
  await screen.findByText('Hello');
  const box = screen.getByRole('textbox', { name: 'Write a comment' });
  fireEvent.change(box, { target: { value: INVISIBLE } });
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await user.type(box, '{Enter}');
  expect(api.requests.filter((r) => r.method === 'POST' && r.url === '/comment')).toHaveLength(0);
});
