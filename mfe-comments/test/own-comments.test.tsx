import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@journeys/shared/rules';
import { fakeApiPerTest, makeComment, signInAs, signOut } from '@journeys/shared/testing';
import { ann, me, REVIEW_ID, renderComments } from './render-comments';

const api = fakeApiPerTest();
const EDITED_AT = '2025-02-01T10:00:00.000Z';

/** A thread the fake API keeps as the real one does across edits and deletions. */
function serve(initial: Comment[]) {
  let tree = initial;
  const map = (list: Comment[], f: (c: Comment) => Comment[]): Comment[] =>
    list.flatMap((c) => f({ ...c, nestedComments: map(c.nestedComments, f) }));
  api.on('GET /comments/:id', () => ({ status: 200, body: tree }));
  api.on('PUT /comment/:id', (req) => {
    const id = Number(req.url.split('/')[2]);
    let edited: Comment | undefined;
    tree = map(tree, (c) => {
      if (c.id !== id) return [c];
      edited = { ...c, text: (req.body as { text: string }).text, editedAt: EDITED_AT };
      return [edited];
    });
    return { status: 200, body: edited };
  });
  api.on('DELETE /comment/:id', (req) => {
    const id = Number(req.url.split('/')[2]);
    tree = map(tree, (c) =>
      c.id !== id ? [c] : c.nestedComments.length > 0 ? [{ ...c, text: '', deleted: true }] : [],
    );
    return { status: 204 };
  });
  // Opening the thread marks what is addressed to the member read, as on the real site.
  api.on('POST /comment/:id/read', { status: 204 });
  api.on('POST /reply/:id/read', { status: 204 });
}

const sent = (method: string) => api.requests.filter((r) => r.method === method);

async function openSection(count: number) {
  const user = userEvent.setup();
  renderComments({ commentCount: count });
  await user.click(screen.getByRole('button', { name: `Comments (${count})` }));
  await screen.findAllByRole('article');
  return user;
}

describe('own comments', () => {
  beforeEach(() => signInAs(me));

  it('offers Edit and Delete only on the member’s own comments', async () => {
    serve([
      makeComment({ id: 10, reviewId: REVIEW_ID, patient: ann, text: 'Theirs' }),
      makeComment({ id: 11, reviewId: REVIEW_ID, patient: me, text: 'Mine' }),
    ]);
    await openSection(2);
    const theirs = screen.getByRole('article', { name: 'Comment by ann_aster' });
    expect(within(theirs).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Comment by me_maple' });
    expect(within(mine).getByRole('button', { name: 'Edit your comment' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();
  });

  it('edits inline with the keyboard: Save sends the text and shows (edited); Escape cancels', async () => {
    serve([makeComment({ id: 11, reviewId: REVIEW_ID, patient: me, text: 'Knee is fine' })]);
    const user = await openSection(1);
    const mine = screen.getByRole('article', { name: 'Comment by me_maple' });

    within(mine).getByRole('button', { name: 'Edit your comment' }).focus();
    await user.keyboard('{Enter}');
    const box = await within(mine).findByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Knee is fine');
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(mine).queryByRole('textbox')).not.toBeInTheDocument();
    expect(sent('PUT')).toHaveLength(0);
    await waitFor(() =>
      expect(within(mine).getByRole('button', { name: 'Edit your comment' })).toHaveFocus(),
    );

    await user.keyboard('{Enter}');
    await user.clear(await within(mine).findByRole('textbox', { name: 'Edit your comment' }));
    await user.type(within(mine).getByRole('textbox', { name: 'Edit your comment' }), 'Knee is great');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toMatchObject({ url: '/comment/11', body: { text: 'Knee is great' } });
    await waitFor(() => expect(within(mine).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(mine).getByText('Knee is great')).toHaveTextContent('Knee is great (edited)');
  });

  it('keeps Save off for blank text', async () => {
    serve([makeComment({ id: 11, reviewId: REVIEW_ID, patient: me, text: 'Hi' })]);
    const user = await openSection(1);
    await user.click(screen.getByRole('button', { name: 'Edit your comment' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Edit your comment' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your comment' }), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent('PUT')).toHaveLength(0);
  });

  it('deletes a comment without replies after confirmation: it goes and the count drops', async () => {
    serve([
      makeComment({ id: 10, reviewId: REVIEW_ID, patient: ann, text: 'Theirs' }),
      makeComment({ id: 11, reviewId: REVIEW_ID, patient: me, text: 'Mine' }),
    ]);
    const user = await openSection(2);
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Comment' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(sent('DELETE').map((r) => r.url)).toEqual(['/comment/11']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByText('Theirs')).toBeInTheDocument();
  });

  it('shows a deleted comment with replies as deleted, its replies still there', async () => {
    serve([
      makeComment({
        id: 11,
        reviewId: REVIEW_ID,
        patient: me,
        text: 'Question',
        nestedComments: [
          makeComment({ id: 12, reviewId: REVIEW_ID, parentId: 11, patient: ann, text: 'Answer' }),
        ],
      }),
    ]);
    const user = await openSection(2);
    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('Its replies stay');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('This comment was deleted')).toBeInTheDocument();
    expect(screen.queryByText('Question')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit your comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 1 reply' }));
    expect(screen.getByText('Answer')).toBeInTheDocument();
  });

  it('names an erased author "Deleted member"', async () => {
    serve([makeComment({ id: 10, reviewId: REVIEW_ID, patient: null, text: 'Old advice' })]);
    await openSection(1);
    const comment = screen.getByRole('article', { name: 'Comment by Deleted member' });
    expect(within(comment).queryByRole('link')).not.toBeInTheDocument();
    expect(within(comment).getByText('Old advice')).toBeInTheDocument();
  });
});

describe('own comments (visitor)', () => {
  beforeEach(() => signOut());

  it('shows no Edit or Delete', async () => {
    serve([makeComment({ id: 11, reviewId: REVIEW_ID, patient: me, text: 'Mine' })]);
    await openSection(1);
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});
