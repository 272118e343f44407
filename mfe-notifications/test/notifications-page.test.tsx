import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeProfile,
  renderWithRouter,
  signInAs,
} from '@journeys/shared/testing';
import { queryKeys } from '@journeys/shared/query';
import NotificationsPage from '../src/exposes/notifications-page';
import { makeNotification, notificationPage } from './fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  signInAs(makeCurrentUser({ id: 1 }));
});

/** The page, with the bell's unread count (`count`) already read into the same cache. */
function renderPage(count = 1) {
  const rendered = renderWithRouter(<NotificationsPage />, { route: '/notifications' });
  rendered.client.setQueryData(queryKeys.notifications.unreadCount(1), count);
  unreadCount = () => rendered.client.getQueryData<number>(queryKeys.notifications.unreadCount(1));
  return rendered;
}
/** What the header bell shows: the one unread count of the page. */
let unreadCount: () => number | undefined;
const location = () => screen.getByTestId('location').textContent;

describe('NotificationsPage', () => {
  it('shows the loading text, then the empty state without Mark all as read', async () => {
    api.on('GET /notifications', { status: 200, body: notificationPage([]), delayMs: 10 });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
    expect(await screen.findByText('You do not have any notifications at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows each card with author, date, the header for its kind and the text', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([
        makeNotification({
          commentId: 40,
          text: 'I had the same knee pain.',
          patient: makeProfile({ username: 'brave_heron3' }),
        }),
        makeNotification({ commentId: null, text: 'Wishing you a quick recovery!', isRead: true }),
      ]),
    });
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [reply, comment] = items as [HTMLElement, HTMLElement];
    expect(within(reply).getByText('Replied to your comment')).toBeInTheDocument();
    expect(within(reply).getByText('brave_heron3')).toBeInTheDocument();
    expect(within(reply).getByText('I had the same knee pain.')).toBeInTheDocument();
    expect(within(reply).getByText('Unread')).toBeInTheDocument();
    expect(within(reply).getByText('5 minutes ago').tagName).toBe('TIME');
    expect(within(comment).getByText('Commented on your Surgery')).toBeInTheDocument();
    expect(within(comment).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(comment).getByRole('link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('renders notification text as text, not HTML', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification({ text: '<img src=x onerror=alert(1)>' })]),
    });
    renderPage();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('hides Mark all as read when everything is read', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification({ isRead: true })]),
    });
    renderPage();
    await screen.findByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks all as read, reloads and hides the button', async () => {
    let read = false;
    api.on('GET /notifications', () => ({
      status: 200,
      body: notificationPage([
        makeNotification({ id: 1, isRead: read }),
        makeNotification({ id: 2, isRead: read }),
      ]),
    }));
    api.on('POST /notification/all/read', () => {
      read = true;
      return { status: 204 };
    });
    renderPage(2);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(api.requests.filter((r) => r.method === 'GET' && r.url === '/notifications')).toHaveLength(2);
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(unreadCount()).toBe(0);
  });

  it('a click marks the notification read and goes to the comment in the feed', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification({ id: 7, reviewId: 31, commentId: 40, sourceCommentId: 55 })]),
    });
    api.on('POST /notification/:id/read', { status: 204 });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: /Replied to your comment/ }));
    await waitFor(() => expect(location()).toBe('/surgeries?surgery=31&comment=55'));
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/notification/7/read')).toBe(true);
    expect(unreadCount()).toBe(0);
  });

  it('shows a followed update with its own header and opens the surgery it is about', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([
        makeNotification({
          id: 9,
          kind: 'followed_update',
          reviewId: 21,
          sourceCommentId: null,
          updateId: 70,
          text: 'Back on my bike this week.',
          patient: makeProfile({ username: 'steady_lynx2' }),
        }),
      ]),
    });
    api.on('POST /notification/:id/read', { status: 204 });
    renderPage();
    const link = await screen.findByRole('link', { name: /Posted an update on a surgery you follow/ });
    expect(within(link).getByText('steady_lynx2')).toBeInTheDocument();
    expect(within(link).getByText('Back on my bike this week.')).toBeInTheDocument();
    await userEvent.setup().click(link);
    await waitFor(() => expect(location()).toBe('/surgeries?surgery=21'));
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/notification/9/read')).toBe(true);
  });

  it('shows a caregiver’s update on the member’s own journey, naming the caregiver, and opens it', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([
        makeNotification({
          id: 12,
          kind: 'caregiver_update',
          reviewId: 4,
          sourceCommentId: null,
          updateId: 88,
          text: 'Kate walked to the mailbox today.',
          patient: makeProfile({ username: 'maria_cares' }),
        }),
      ]),
    });
    api.on('POST /notification/:id/read', { status: 204 });
    renderPage();
    const link = await screen.findByRole('link', { name: /Posted an update for you on your Surgery/ });
    expect(within(link).getByText('maria_cares')).toBeInTheDocument();
    expect(within(link).getByText('Kate walked to the mailbox today.')).toBeInTheDocument();
    await userEvent.setup().click(link);
    await waitFor(() => expect(location()).toBe('/surgeries?surgery=4'));
  });

  it('shows a notice of the moderators without naming anyone, linking to the surgery or else the account', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([
        makeNotification({
          kind: 'moderation',
          reviewId: 5,
          sourceCommentId: null,
          text: 'Your surgery was hidden: it named a person.',
          patient: null,
          isRead: true,
        }),
        makeNotification({
          kind: 'moderation',
          reviewId: null,
          sourceCommentId: null,
          text: 'Your account is suspended for 7 days.',
          patient: null,
          isRead: true,
        }),
      ]),
    });
    renderPage();
    const [aboutSurgery, aboutAccount] = await screen.findAllByRole('link', {
      name: /A note from the moderators/,
    });
    expect(aboutSurgery).toHaveAttribute('href', '/surgeries?surgery=5');
    expect(aboutAccount).toHaveAttribute('href', '/account');
    expect(within(aboutAccount!).getByText('Moderators')).toBeInTheDocument();
    expect(within(aboutAccount!).getByText('Your account is suspended for 7 days.')).toBeInTheDocument();
  });

  it('names an erased member as a deleted member', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification({ patient: null, text: 'Kind words' })]),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: /Commented on your Surgery/ });
    expect(within(link).getByText('Deleted member')).toBeInTheDocument();
  });

  it('a click on a read notification navigates without marking it again', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification({ reviewId: 8, sourceCommentId: 9, isRead: true })]),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: /Commented on your Surgery/ }));
    expect(location()).toBe('/surgeries?surgery=8&comment=9');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('is reachable by keyboard: Enter on a focused card opens it', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification({ reviewId: 3, sourceCommentId: 4 })]),
    });
    api.on('POST /notification/:id/read', { status: 204 });
    renderPage();
    const card = await screen.findByRole('link', { name: /Commented on your Surgery/ });
    const user = userEvent.setup();
    await user.tab(); // Mark all as read
    await user.tab(); // the way to the notification settings
    await user.tab();
    expect(card).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/surgeries?surgery=3&comment=4'));
  });

  it('shows a load failure in an alert with Retry', async () => {
    let fail = true;
    api.on('GET /notifications', () =>
      fail
        ? {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Unavailable',
              message: 'The service is temporarily unavailable',
            },
          }
        : { status: 200, body: notificationPage([]) },
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You do not have any notifications at this time.')).toBeInTheDocument();
  });

  it('pages with Load more: the next page asks with the cursor and adds below', async () => {
    api.on('GET /notifications', (request) =>
      request.params.cursor === 'c2'
        ? { status: 200, body: notificationPage([makeNotification({ text: 'older' })]) }
        : {
            status: 200,
            body: { notifications: [makeNotification({ text: 'newest' })], nextCursor: 'c2' },
          },
    );
    renderPage();
    await screen.findByText('newest');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('older')).toBeInTheDocument();
    expect(screen.getByText('newest')).toBeInTheDocument();
    const gets = api.requests.filter((r) => r.method === 'GET' && r.url === '/notifications');
    expect(gets.map((r) => r.params)).toEqual([{}, { cursor: 'c2' }]);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
