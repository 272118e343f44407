import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeComment, makeProfile } from '@journeys/shared/testing';
import { REVIEW_ID, renderComments } from './render-comments';

const owner = makeProfile({ id: 1, username: 'owner_olive' });
const ann = makeProfile({ id: 2, username: 'ann_aster' });
const bob = makeProfile({ id: 3, username: 'bob_birch' });

const api = fakeApiPerTest();

function thread() {
  return [
    makeComment({
      id: 10,
      reviewId: REVIEW_ID,
      patient: ann,
      text: 'How is the knee?',
      nestedComments: [
        makeComment({ id: 11, reviewId: REVIEW_ID, parentId: 10, patient: owner, text: 'Much better now!' }),
        makeComment({
          id: 12,
          reviewId: REVIEW_ID,
          parentId: 10,
          patient: bob,
          text: 'Same here.',
          nestedComments: [
            makeComment({
              id: 13,
              reviewId: REVIEW_ID,
              parentId: 12,
              patient: ann,
              text: 'Glad to hear it.',
            }),
          ],
        }),
      ],
    }),
  ];
}

describe('comments section', () => {
  it('stays collapsed and loads nothing until the toggle is pressed', async () => {
    api.on('GET /comments/:id', { status: 200, body: thread(), delayMs: 50 });
    const user = userEvent.setup();
    renderComments({ commentCount: 4 });

    const toggle = screen.getByRole('button', { name: 'Comments (4)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    expect(api.requests).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loading comments...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('How is the knee?')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /comments/${REVIEW_ID}`]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('How is the knee?')).not.toBeInTheDocument();
  });

  it('renders nested threads that open and close per comment', async () => {
    api.on('GET /comments/:id', { status: 200, body: thread() });
    const user = userEvent.setup();
    renderComments({ commentCount: 4 });
    await user.click(screen.getByRole('button', { name: 'Comments (4)' }));

    const top = await screen.findByRole('article', { name: 'Comment by ann_aster' });
    expect(within(top).getByRole('link', { name: 'ann_aster' })).toHaveAttribute('href', '/surgeries?user=2');
    expect(within(top).getByText('How is the knee?')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Reply to ann_aster' })).toBeInTheDocument();
    expect(screen.queryByText('Much better now!')).not.toBeInTheDocument();

    await user.click(within(top).getByRole('button', { name: 'Show 2 replies' }));
    const ownerReply = screen.getByRole('article', { name: 'Reply by owner_olive' });
    expect(within(ownerReply).getByText('Author')).toBeInTheDocument();
    expect(within(top).queryByText('Author')).not.toBeInTheDocument();
    expect(screen.getByText('Same here.')).toBeInTheDocument();
    expect(screen.queryByText('Glad to hear it.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 1 reply' }));
    expect(screen.getByText('Glad to hear it.')).toBeInTheDocument();

    await user.click(within(top).getByRole('button', { name: 'Hide replies' }));
    expect(screen.queryByText('Much better now!')).not.toBeInTheDocument();
    expect(screen.queryByText('Glad to hear it.')).not.toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Show 2 replies' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the relative time with the long date as its title', async () => {
    const createdAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    api.on('GET /comments/:id', { status: 200, body: [makeComment({ id: 20, createdAt, patient: ann })] });
    const user = userEvent.setup();
    renderComments();
    await user.click(screen.getByRole('button', { name: /^Comments/ }));

    const time = await screen.findByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', createdAt);
    expect(time.getAttribute('title')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('keeps line breaks and renders markup as literal text', async () => {
    const script = '<img src=x onerror=alert(1)>';
    api.on('GET /comments/:id', {
      status: 200,
      body: [makeComment({ id: 30, patient: ann, text: `${script}\nsecond line` })],
    });
    const user = userEvent.setup();
    const { container } = renderComments();
    await user.click(screen.getByRole('button', { name: /^Comments/ }));

    const text = await screen.findByText(
      (_, el) => el?.tagName === 'P' && el.textContent === `${script}\nsecond line`,
    );
    expect(text.textContent).toContain(script);
    expect(container.querySelector('img')).toBeNull();
  });

  it('says there are no comments yet, and counts what is loaded', async () => {
    api.on('GET /comments/:id', { status: 200, body: [] });
    const user = userEvent.setup();
    renderComments({ commentCount: 3 });
    await user.click(screen.getByRole('button', { name: 'Comments (3)' }));
    expect(await screen.findByText('No comments yet. Be the first to comment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it("reports 'Failed to fetch comments' and retries", async () => {
    api.on('GET /comments/:id', { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderComments();
    await user.click(screen.getByRole('button', { name: /^Comments/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch comments');
    expect(error).toHaveBeenCalled();

    api.on('GET /comments/:id', { status: 200, body: thread() });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('How is the knee?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('deep link', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('expands down to the comment, scrolls to it and highlights it for 3 s', async () => {
    api.on('GET /comments/:id', { status: 200, body: thread() });
    const scroll = jest.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderComments({ commentCount: 4, highlightCommentId: 13 });

    expect(screen.getByRole('button', { name: 'Comments (4)' })).toHaveAttribute('aria-expanded', 'true');
    const target = await screen.findByRole('article', { name: 'Reply by ann_aster' });
    expect(target).toHaveTextContent('Glad to hear it.');
    expect(target).toHaveAttribute('data-highlighted', 'true');
    expect(target.className).toContain('highlighted');
    expect(screen.getAllByRole('button', { name: 'Hide replies' })).toHaveLength(2);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
    expect(scroll.mock.contexts.at(-1)).toBe(target);
    // Only the target is highlighted.
    expect(screen.getByRole('article', { name: 'Comment by ann_aster' })).not.toHaveAttribute(
      'data-highlighted',
    );

    act(() => jest.advanceTimersByTime(2900));
    expect(target).toHaveAttribute('data-highlighted', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(target).not.toHaveAttribute('data-highlighted');
    expect(target.className).not.toContain('highlighted');
    // The thread stays open after the highlight.
    expect(screen.getByText('Glad to hear it.')).toBeInTheDocument();
  });

  it('refetches once when the linked comment is newer than the loaded thread', async () => {
    let calls = 0;
    api.on('GET /comments/:id', () => {
      calls += 1;
      const body = thread();
      if (calls > 1) body.push(makeComment({ id: 99, patient: bob, text: 'Brand new' }));
      return { status: 200, body };
    });
    renderComments({ highlightCommentId: 99 });
    const target = await screen.findByRole('article', { name: 'Comment by bob_birch' });
    await waitFor(() => expect(target).toHaveAttribute('data-highlighted', 'true'));
    expect(calls).toBe(2);
  });
});
