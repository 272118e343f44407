import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { fakeApiPerTest, type FakeReply, makeComment, signInAs } from '@journeys/shared/testing';
import { ann, me, REVIEW_ID, renderComments, serveThread } from './render-comments';

const api = fakeApiPerTest();
/** Each POST /comment waits here until the test answers it. */
let pending: { text: string; answer(): void }[];
let nextId: number;

beforeEach(() => {
  pending = [];
  nextId = 100;
  const server = serveThread(api, [
    makeComment({ id: 10, reviewId: REVIEW_ID, patient: ann, text: 'Hello' }),
  ]);
  api.on(
    'POST /comment',
    (req) =>
      new Promise<FakeReply>((resolve) => {
        const body = req.body as { text: string; commentId?: number };
        const comment = makeComment({
          id: nextId++,
          reviewId: REVIEW_ID,
          parentId: body.commentId ?? null,
          patient: me,
          text: body.text,
        });
        pending.push({ text: body.text, answer: () => resolve({ status: 201, body: server.add(comment) }) });
      }),
  );
});
const posted = () =>
  api.requests.filter((r) => r.method === 'POST' && r.url === '/comment').map((r) => r.body);

async function openSection() {
  signInAs(me);
  const user = userEvent.setup();
  renderComments({ commentCount: 1 });
  await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
  await screen.findByText('Hello');
  return user;
}

async function answerNext() {
  await waitFor(() => expect(pending.length).toBeGreaterThan(0));
  pending.shift()?.answer();
}

describe('text typed while a comment is sending', () => {
  it('stays in the box: only the sent text is cleared', async () => {
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'First thought{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(box).toBeEnabled();

    await user.type(box, ' and more');
    expect(box).toHaveValue('First thought and more');
    await answerNext();

    await screen.findByText('First thought');
    await waitFor(() => expect(box).toHaveValue('and more'));
    expect(posted()).toEqual([{ reviewId: REVIEW_ID, text: 'First thought' }]);
  });

  it('queues an Enter pressed while sending, says so, and posts the new text after the first', async () => {
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'One{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(1));

    await user.type(box, '{Shift>}{Enter}{/Shift}Two{Enter}');
    const status = screen.getByText('Sending… your next comment will post when this one is done');
    expect(status).toHaveAttribute('role', 'status');
    expect(posted()).toHaveLength(1);

    await answerNext();
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toEqual({ reviewId: REVIEW_ID, text: 'Two' });
    expect(box).toHaveValue('Two');
    await answerNext();

    await waitFor(() => expect(box).toHaveValue(''));
    expect(status).toBeEmptyDOMElement();
    expect(screen.getAllByRole('article', { name: 'Comment by me_maple' }).map((a) => a.textContent)).toEqual(
      [expect.stringContaining('One'), expect.stringContaining('Two')],
    );
  });

  it('does not post the same text twice when Enter is pressed again with nothing new', async () => {
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Once{Enter}{Enter}');
    await answerNext();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(posted()).toHaveLength(1);
  });

  it('keeps a reply typed on while it sends, and the reply box stays open for it', async () => {
    const user = await openSection();
    await user.click(screen.getByRole('button', { name: 'Reply to ann_aster' }));
    const box = screen.getByRole('textbox', { name: 'Write a reply' });
    await user.keyboard('Thanks{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(1));
    await user.keyboard(' again{Enter}');
    expect(screen.getByText('Sending… your next reply will post when this one is done')).toHaveAttribute(
      'role',
      'status',
    );

    await answerNext();
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toEqual({ reviewId: REVIEW_ID, text: 'again', commentId: 10 });
    expect(box).toHaveValue('again');
    await answerNext();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('article', { name: 'Reply by me_maple' })).toHaveLength(2);
  });

  it('keeps the reply box open with the text typed meanwhile when nothing was queued', async () => {
    const user = await openSection();
    await user.click(screen.getByRole('button', { name: 'Reply to ann_aster' }));
    const box = screen.getByRole('textbox', { name: 'Write a reply' });
    await user.keyboard('Thanks{Enter}');
    await waitFor(() => expect(posted()).toHaveLength(1));
    await user.keyboard(' and');
    await answerNext();

    await screen.findByRole('article', { name: 'Reply by me_maple' });
    await waitFor(() => expect(box).toHaveValue('and'));
    expect(box).toBeInTheDocument();
  });
});

it("a visitor's Reply asks for the Log In modal with 'Login Required'", async () => {
  const prompts: unknown[] = [];
  const off = eventBus.on('login:prompt', (p) => prompts.push(p));
  const user = userEvent.setup();
  renderComments({ commentCount: 1 });
  await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
  await user.click(await screen.findByRole('button', { name: 'Reply to ann_aster' }));
  off();
  expect(prompts).toEqual([{ loginRequired: true }]);
});
