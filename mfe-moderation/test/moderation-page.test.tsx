import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import ModerationPage from '../src/exposes/moderation-page';
import {
  HIDDEN_SURGERY,
  PENDING_UPDATE,
  QUEUE,
  REPORTED_COMMENT,
  REPORTED_MEMBER,
} from '../src/fixtures/moderation-fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  api.on('GET /moderation/queue', { status: 200, body: QUEUE });
  for (const item of [REPORTED_COMMENT, HIDDEN_SURGERY, PENDING_UPDATE, REPORTED_MEMBER])
    api.on(`GET /moderation/items/${item.itemType}/${item.itemId}`, { status: 200, body: item });
});

const renderPage = (route = '/moderation') =>
  renderWithRouter(<ModerationPage />, { route, path: '/moderation' });

describe('ModerationPage: the queue', () => {
  it('lists each item with its excerpt, report count, reasons and status, most reported first', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeInTheDocument();
    const entries = within(await screen.findByRole('list', { name: 'Reported items' })).getAllByRole(
      'listitem',
    );
    expect(entries).toHaveLength(4);
    expect(entries[0]).toHaveTextContent(REPORTED_COMMENT.content.text);
    expect(entries[0]).toHaveTextContent('3 reports');
    expect(entries[0]).toHaveTextContent('Medical misinformation, Harassment');
    expect(entries[0]).toHaveTextContent('Visible');
    const pending = entries.find((e) => e.textContent?.includes(PENDING_UPDATE.content.text));
    expect(pending).toHaveTextContent('First post with a link');
    expect(pending).toHaveTextContent('Waiting for approval');
  });

  it('shows a reported photo by its thumbnail and description, with the update it belongs to', async () => {
    const thumbnail = '/photos/7/400.webp?expires=1900000000&signature=abc';
    api.on('GET /moderation/queue', {
      status: 200,
      body: {
        items: [
          {
            itemType: 'photo',
            itemId: 7,
            reportCount: 1,
            firstReportedAt: '2026-11-24T08:00:00.000Z',
            status: 'visible',
            reasons: ['private_information'],
            excerpt: 'The scar at week 2',
            context: 'Week 2: the swelling is going down.',
            thumbnail,
            author: null,
          },
        ],
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reported items' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Photo');
    expect(entry).toHaveTextContent('In the update: Week 2: the swelling is going down.');
    expect(entry).toHaveTextContent('Private information');
    const image = within(entry!).getByRole('img', { name: 'The scar at week 2' });
    expect(image.getAttribute('src')).toMatch(/\/photos\/7\/400\.webp\?expires=1900000000&signature=abc$/);
    expect(within(entry!).getByRole('link', { name: 'Open photo: The scar at week 2' })).toHaveAttribute(
      'href',
      expect.stringContaining('?item=photo-7'),
    );
  });

  it('opens a photo with the update it belongs to', async () => {
    api.on('GET /moderation/items/photo/7', {
      status: 200,
      body: {
        ...PENDING_UPDATE,
        itemType: 'photo',
        itemId: 7,
        content: {
          ...PENDING_UPDATE.content,
          text: 'The scar at week 2',
          parentText: 'Week 2: the swelling is going down.',
        },
      },
    });
    renderPage('/moderation?item=photo-7');
    expect(await screen.findByText('The scar at week 2')).toBeInTheDocument();
    expect(screen.getByText('In the update:').closest('blockquote')).toHaveTextContent(
      'Week 2: the swelling is going down.',
    );
  });

  it('says so when nothing waits', async () => {
    api.on('GET /moderation/queue', { status: 200, body: { items: [] } });
    renderPage();
    expect(await screen.findByText('Nothing is waiting for a moderator.')).toBeInTheDocument();
  });

  it("shows the API's refusal instead of a queue", async () => {
    api.on('GET /moderation/queue', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'Moderators only' },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Moderators only');
  });

  it('opens an item from the queue', async () => {
    renderPage();
    const entries = await screen.findAllByRole('link', { name: /^Open/ });
    await userEvent.click(entries[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Reports (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/moderation?item=comment-41');
  });
});

describe('ModerationPage: one item', () => {
  it('shows the content in context, the reports, the author and the audit log', async () => {
    renderPage('/moderation?item=surgery-7');
    expect(await screen.findByText(HIDDEN_SURGERY.content.text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Surgery · Hidden');
    expect(screen.getByText('On the surgery: Total Knee Replacement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it where it was posted' })).toHaveAttribute(
      'href',
      '/surgeries?surgery=7',
    );
    expect(screen.getByRole('list', { name: 'Audit log' })).toHaveTextContent(
      'Hidden by kind_moderator, November 22, 2026 — Advertising',
    );
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it("words caregivers' actions and role changes in the audit log, each by its own name", async () => {
    const audit = [
      {
        id: 3,
        action: 'caregiver_post_update',
        reason: 'Posted an update for the owner',
        moderator: 'maria',
      },
      { id: 2, action: 'revoke_moderator', reason: 'Moderator role revoked', moderator: 'command line' },
    ] as const;
    api.on('GET /moderation/items/update/91', {
      status: 200,
      body: {
        ...PENDING_UPDATE,
        itemId: 91,
        audit: audit.map((a) => ({ ...a, createdAt: '2026-11-22T10:00:00.000Z' })),
      },
    });
    renderPage('/moderation?item=update-91');
    const log = await screen.findByRole('list', { name: 'Audit log' });
    expect(log).toHaveTextContent(
      'Caregiver posted an update by maria, November 22, 2026 — Posted an update for the owner',
    );
    expect(log).toHaveTextContent('No longer a moderator by command line');
  });

  it('shows a reply with the comment it answers and the reporters’ notes', async () => {
    renderPage('/moderation?item=comment-41');
    expect(await screen.findByText('Any tips for the first week at home?')).toBeInTheDocument();
    expect(screen.getByText('Dangerous: stopping anticoagulants can cause clots.')).toBeInTheDocument();
    expect(screen.getByText('a deleted member', { exact: false })).toBeInTheDocument();
  });

  it('needs a reason for every action, then sends it and shows the result', async () => {
    const hidden = { ...REPORTED_COMMENT, status: 'hidden' as const };
    api.on('POST /moderation/items/comment/41/actions', { status: 200, body: hidden });
    renderPage('/moderation?item=comment-41');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for this action.');
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Reason'), '  Dangerous advice  ');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText(/^Hidden\. Only its author/)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'hide',
      reason: 'Dangerous advice',
    });
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('suspends the author for the chosen number of days', async () => {
    api.on('POST /moderation/items/member/11/actions', { status: 200, body: REPORTED_MEMBER });
    renderPage('/moderation?item=member-11');
    await userEvent.selectOptions(await screen.findByLabelText('Days'), '30');
    await userEvent.type(screen.getByLabelText('Reason'), 'Repeated insults');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend author' }));
    expect(await screen.findByText('The author is suspended.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'suspend',
      reason: 'Repeated insults',
      days: 30,
    });
    // A member is not content: there is nothing to hide.
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('approves a first post with a link', async () => {
    renderPage('/moderation?item=update-90');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it("shows the API's message when an action is refused", async () => {
    api.on('POST /moderation/items/comment/41/actions', {
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'That comment no longer exists',
      },
    });
    renderPage('/moderation?item=comment-41');
    await userEvent.type(await screen.findByLabelText('Reason'), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That comment no longer exists');
  });

  it('goes back to the queue', async () => {
    renderPage('/moderation?item=comment-41');
    await userEvent.click(await screen.findByRole('button', { name: '← Back to the queue' }));
    expect(await screen.findByRole('list', { name: 'Reported items' })).toBeInTheDocument();
  });
});
