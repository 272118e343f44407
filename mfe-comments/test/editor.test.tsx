import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { fakeApiPerTest, makeComment, signInAs, signOut } from '@journeys/shared/testing';
import { ann, me, REVIEW_ID, renderComments, serveThread } from './render-comments';

const api = fakeApiPerTest();
let server: ReturnType<typeof serveThread>;
beforeEach(() => {
  server = serveThread(api, [makeComment({ id: 10, reviewId: REVIEW_ID, patient: ann, text: 'Hello' })]);
});
const threadReads = () =>
  api.requests.filter((r) => r.method === 'GET' && r.url === `/comments/${REVIEW_ID}`).length;
const posts = () => api.requests.filter((r) => r.method === 'POST' && r.url === '/comment');

async function openSection() {
  const user = userEvent.setup();
  renderComments({ commentCount: 1 });
  await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
  await screen.findByText('Hello');
  return user;
}

describe('comment editor (member)', () => {
  beforeEach(() => signInAs(me));

  it('sends with Enter the exact payload, shows the new comment and clears the box', async () => {
    api.on('POST /comment', (req) => ({
      status: 201,
      body: server.add(
        makeComment({
          id: 50,
          reviewId: REVIEW_ID,
          patient: me,
          text: (req.body as { text: string }).text,
        }),
      ),
    }));
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });

    await user.type(box, 'Great news!{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ reviewId: REVIEW_ID, text: 'Great news!' });
    expect(await screen.findByRole('article', { name: 'Comment by me_maple' })).toHaveTextContent(
      'Great news!',
    );
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Comments (2)' })).toBeInTheDocument();
    // The post invalidates the thread: it is read once more (for what others posted), no more.
    await waitFor(() => expect(threadReads()).toBe(2));
    expect(screen.getByRole('article', { name: 'Comment by me_maple' })).toHaveTextContent('Great news!');
  });

  it('makes a new line with Shift+Enter instead of sending', async () => {
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(posts()).toHaveLength(0);
  });

  it('cannot send empty or whitespace-only text', async () => {
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    await user.type(box, '{Shift>}{Enter}{/Shift}  {Enter}');
    expect(send).toBeDisabled();
    expect(posts()).toHaveLength(0);
    await user.type(box, 'x');
    expect(send).toBeEnabled();
  });

  it('pastes plain text only, at the caret', async () => {
    const user = await openSection();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a comment' });
    await user.type(box, 'before after');
    box.setSelectionRange(7, 7);
    const clipboard = {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/plain' ? 'plain words ' : '<b onclick="x()">rich</b>'),
    };
    const notPrevented = fireEvent.paste(box, { clipboardData: clipboard });
    expect(notPrevented).toBe(false);
    expect(box).toHaveValue('before plain words after');
    expect(box.selectionStart).toBe('before plain words '.length);
  });

  it('disables Send while sending and opens the login prompt on 401, keeping the text', async () => {
    api.on('POST /comment', {
      status: 401,
      body: { statusCode: 401, error: 'x', message: 'Log in' },
      delayMs: 30,
    });
    const prompts: unknown[] = [];
    const off = eventBus.on('login:prompt', (p) => prompts.push(p));
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await waitFor(() => expect(prompts).toHaveLength(1));
    off();
    expect(box).toHaveValue('Hi there');
    expect(screen.queryByText('Could not post your comment. Please try again.')).not.toBeInTheDocument();
  });

  it('logs other failures, says so, and keeps the text', async () => {
    api.on('POST /comment', { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const prompts: unknown[] = [];
    const off = eventBus.on('login:prompt', (p) => prompts.push(p));
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Hi there{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not post your comment. Please try again.',
    );
    expect(error).toHaveBeenCalled();
    expect(box).toHaveValue('Hi there');
    off();
    expect(prompts).toHaveLength(0);
  });

  it('offline: says the comment is kept to send later, keeps the text, and sends it once back online', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST /comment', () => {
      throw new Error('no network');
    });
    const user = await openSection();
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Written in bed{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline. Your comment is kept here and can be sent when you're back online.",
    );
    expect(box).toHaveValue('Written in bed');

    online.mockReturnValue(true);
    api.on('POST /comment', (req) => ({
      status: 201,
      body: server.add(
        makeComment({ id: 52, reviewId: REVIEW_ID, patient: me, text: (req.body as { text: string }).text }),
      ),
    }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts().at(-1)?.body).toEqual({ reviewId: REVIEW_ID, text: 'Written in bed' });
  });

  it('replies inline: focus moves in, Enter sends commentId, the reply shows under its parent', async () => {
    api.on('POST /comment', (req) => ({
      status: 201,
      body: server.add(
        makeComment({
          id: 51,
          reviewId: REVIEW_ID,
          parentId: 10,
          patient: me,
          text: (req.body as { text: string }).text,
        }),
      ),
    }));
    const user = await openSection();
    await user.click(screen.getByRole('button', { name: 'Reply to ann_aster' }));
    const box = screen.getByRole('textbox', { name: 'Write a reply' });
    expect(box).toHaveFocus();

    await user.keyboard('Thank you{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ reviewId: REVIEW_ID, text: 'Thank you', commentId: 10 });
    const reply = await screen.findByRole('article', { name: 'Reply by me_maple' });
    expect(reply).toHaveTextContent('Thank you');
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();
  });

  it('closes the reply editor with Escape or Cancel and returns focus to Reply', async () => {
    const user = await openSection();
    const replyButton = screen.getByRole('button', { name: 'Reply to ann_aster' });
    await user.click(replyButton);
    await user.keyboard('draft{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();
    expect(replyButton).toHaveFocus();

    await user.click(replyButton);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();
    expect(replyButton).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('grows with its content up to 150 px, then scrolls', async () => {
    const user = await openSection();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a comment' });
    let contentHeight = 40;
    jest.spyOn(box, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
    await user.type(box, 'a');
    expect(box.style.height).toBe('40px');
    expect(box.style.overflowY).toBe('hidden');
    contentHeight = 400;
    await user.type(box, 'b');
    expect(box.style.height).toBe('150px');
    expect(box.style.overflowY).toBe('auto');
  });
});

describe('comment editor (visitor)', () => {
  beforeEach(() => signOut());

  it('shows a disabled box and a Log in button that prompts for login', async () => {
    const prompts: unknown[] = [];
    const off = eventBus.on('login:prompt', (p) => prompts.push(p));
    const user = await openSection();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeDisabled();
    expect(screen.getByText('Log in to post a comment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(prompts).toHaveLength(1);
    off();
  });

  it('gets the login prompt from Reply, and the reply editor once logged in', async () => {
    const prompts: unknown[] = [];
    const off = eventBus.on('login:prompt', (p) => prompts.push(p));
    const user = await openSection();
    const article = screen.getByRole('article', { name: 'Comment by ann_aster' });
    await user.click(within(article).getByRole('button', { name: 'Reply to ann_aster' }));
    expect(prompts).toHaveLength(1);
    off();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();

    signInAs(me);
    eventBus.emit('session:login', { userId: me.id });
    expect(await screen.findByRole('textbox', { name: 'Write a reply' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeEnabled();
  });
});
