import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeComment, makeCurrentUser, signInAs } from '@journeys/shared/testing';
import { ann, me, renderComments, serveThread } from './render-comments';

const api = fakeApiPerTest();

async function openSection(count: number) {
  renderComments({ commentCount: count });
  await userEvent.click(screen.getByRole('button', { name: `Comments (${count})` }));
}

describe('comments and moderation', () => {
  it('shows others "Hidden by moderators" in place of a hidden comment, with its replies still under it', async () => {
    signInAs(me);
    const reply = makeComment({ id: 21, parentId: 20, text: 'I disagree', patient: me });
    serveThread(api, [
      makeComment({
        id: 20,
        text: '',
        patient: ann,
        moderation: { status: 'hidden', reason: null },
        nestedComments: [reply],
      }),
    ]);
    await openSection(2);
    const hidden = await screen.findByRole('article', { name: 'Comment by ann_aster' });
    expect(within(hidden).getByText('Hidden by moderators')).toBeInTheDocument();
    expect(within(hidden).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    await userEvent.click(within(hidden).getByRole('button', { name: 'Show 1 reply' }));
    expect(await screen.findByText('I disagree')).toBeInTheDocument();
  });

  it('shows the author their hidden comment with the reason', async () => {
    signInAs(me);
    serveThread(api, [
      makeComment({
        text: 'Skip the blood thinners',
        patient: me,
        moderation: { status: 'hidden', reason: 'Dangerous advice' },
      }),
    ]);
    await openSection(1);
    const own = await screen.findByRole('article', { name: 'Comment by me_maple' });
    expect(within(own).getByText('Skip the blood thinners')).toBeInTheDocument();
    expect(within(own).getByRole('note')).toHaveTextContent(
      'Hidden by moderators: Dangerous advice. Only you can see it.',
    );
  });

  it('tells the author a comment with a link waits for a moderator', async () => {
    signInAs(me);
    serveThread(api, [
      makeComment({
        text: 'See www.example.org',
        patient: me,
        moderation: { status: 'pending', reason: null },
      }),
    ]);
    await openSection(1);
    expect(await screen.findByRole('note')).toHaveTextContent(/^Waiting for a moderator/);
  });

  it("offers Report on others' comments only", async () => {
    signInAs(me);
    serveThread(api, [makeComment({ patient: ann }), makeComment({ patient: me, text: 'Mine' })]);
    await openSection(2);
    const theirs = await screen.findByRole('article', { name: 'Comment by ann_aster' });
    expect(await within(theirs).findByRole('button', { name: 'More actions' })).toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Comment by me_maple' });
    expect(within(mine).queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('tells a suspended member why they cannot comment, instead of the box', async () => {
    signInAs(makeCurrentUser({ ...me, suspendedUntil: '2999-11-30T12:00:00.000Z' }));
    serveThread(api, [makeComment({ patient: ann })]);
    await openSection(1);
    expect(await screen.findByText(/^Your account is suspended until November 30, 2999/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
  });
});
