import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeApi,
  makeCurrentUser,
  renderWithRouter,
  signInAs,
  signOut,
  type FakeApi,
} from '@journeys/shared/testing';
import NotificationBell from '../src/exposes/notification-bell';
import NotificationsPage from '../src/exposes/notifications-page';
import { makeNotification, notificationPage } from './fixtures';

/** Enough of EventSource for the bell: listeners, readyState, close, and a way to push events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data?: string) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource opened');
    return last;
  }
}

let api: FakeApi;
const original = window.EventSource;

beforeEach(() => {
  FakeEventSource.instances = [];
  window.EventSource = FakeEventSource as unknown as typeof EventSource;
  signInAs(makeCurrentUser({ id: 1 }), 'bell-token');
  let tickets = 0;
  api = installFakeApi().on('POST /notifications/stream-ticket', () => ({
    status: 201,
    body: { ticket: `ticket-${++tickets}`, expiresIn: 60 },
  }));
});

afterEach(() => {
  api.restore();
  window.EventSource = original;
  jest.useRealTimers();
});

const bell = (n: number) => screen.getByRole('link', { name: `Notifications, ${n} unread` });
const countReads = () => api.requests.filter((r) => r.url === '/notifications/unread-count').length;

/** The bell's stream, once it is open. */
async function openStream(): Promise<FakeEventSource> {
  const stream = await waitFor(() => FakeEventSource.latest());
  act(() => stream.emit('open'));
  return stream;
}

/** The bell with nothing unread, its stream open and the clock in the test's hands: to see how a stream ends. */
async function openQuietBellOnFakeTimers(): Promise<FakeEventSource> {
  api.on('GET /notifications/unread-count', { status: 200, body: { count: 0 } });
  jest.useFakeTimers();
  renderWithRouter(<NotificationBell />);
  return openStream();
}

describe('NotificationBell', () => {
  it('shows the unread count from the server as a badge and links to /notifications', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 3 } });
    renderWithRouter(<NotificationBell />, { route: '/surgeries' });
    expect(bell(0)).not.toHaveTextContent(/\d/);
    await openStream();
    await waitFor(() => expect(bell(3)).toHaveTextContent('3'));
    await userEvent.setup().click(bell(3));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
  });

  it('counts unread notifications from the list when the API has no unread-count endpoint', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([makeNotification(), makeNotification({ isRead: true }), makeNotification()]),
    });
    renderWithRouter(<NotificationBell />);
    await openStream();
    await waitFor(() => expect(bell(2)).toHaveTextContent('2'));
  });

  it('opens the stream with a one-time ticket, never the session token', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 0 } });
    renderWithRouter(<NotificationBell />);
    const stream = await waitFor(() => FakeEventSource.latest());
    expect(stream.url).toMatch(/\/notifications\/stream\?ticket=ticket-1$/);
    expect(stream.url).not.toContain('bell-token');
    const ticketRequest = api.requests.find((r) => r.url === '/notifications/stream-ticket');
    expect(ticketRequest?.method).toBe('POST');
    expect(ticketRequest?.headers.authorization).toBe('Bearer bell-token');
  });

  it('goes up live when the stream sends a notification, without reloading', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 1 } });
    renderWithRouter(<NotificationBell />);
    const stream = await openStream();
    await waitFor(() => bell(1));

    act(() => stream.emit('notification', JSON.stringify(makeNotification({ id: 901 }))));
    await waitFor(() => expect(bell(2)).toHaveTextContent('2'));
    // A replay of the same event after a reconnect is not counted twice.
    act(() => stream.emit('notification', JSON.stringify(makeNotification({ id: 901 }))));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(bell(2)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/notifications/unread-count')).toHaveLength(1);
  });

  it('reads the count once the stream is open (nothing sent before it is lost), and again for another member', async () => {
    let count = 4;
    api.on('GET /notifications/unread-count', () => ({ status: 200, body: { count } }));
    renderWithRouter(<NotificationBell />);
    const first = await waitFor(() => FakeEventSource.latest());
    expect(countReads()).toBe(0);
    act(() => first.emit('open'));
    await waitFor(() => bell(4));
    expect(countReads()).toBe(1);

    count = 6;
    act(() => signInAs(makeCurrentUser({ id: 2 }), 'other-token'));
    const second = await waitFor(() => {
      expect(FakeEventSource.instances).toHaveLength(2);
      return FakeEventSource.latest();
    });
    act(() => second.emit('open'));
    await waitFor(() => bell(6));
    expect(countReads()).toBe(2);
  });

  it('shows a live notification on the open notifications page, with one count for bell and page', async () => {
    let notifications = [makeNotification({ id: 1, text: 'first' })];
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 1 } });
    api.on('GET /notifications', () => ({ status: 200, body: notificationPage(notifications) }));
    api.on('POST /notification/:id/read', { status: 204 });
    renderWithRouter(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
      { route: '/notifications' },
    );
    const stream = await openStream();
    await screen.findByText('first');
    await waitFor(() => bell(1));

    const second = makeNotification({ id: 2, text: 'second' });
    notifications = [second, ...notifications];
    act(() => stream.emit('notification', JSON.stringify(second)));
    await waitFor(() => expect(bell(2)).toBeInTheDocument());
    expect(await screen.findByText('second')).toBeInTheDocument();

    // Opening one from the page takes it off the bell's count too.
    await userEvent.setup().click(screen.getByRole('link', { name: /second/ }));
    await waitFor(() => bell(1));
  });

  it('shows on the open page a notification made after its list was read but before the stream began', async () => {
    // The stream sends only what comes after its starting point; what came between the page's
    // read and that point is in the count read on opening, and must be in the list too.
    let notifications: ReturnType<typeof makeNotification>[] = [];
    api.on('GET /notifications/unread-count', () => ({ status: 200, body: { count: notifications.length } }));
    api.on('GET /notifications', () => ({ status: 200, body: notificationPage(notifications) }));
    renderWithRouter(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
      { route: '/notifications' },
    );
    await screen.findByText('You do not have any notifications at this time.');
    notifications = [makeNotification({ id: 3, text: 'Week two was my turning point.' })];
    await openStream();
    await waitFor(() => bell(1));
    expect(await screen.findByText('Week two was my turning point.')).toBeInTheDocument();
  });

  it('reconnects after an error with a new ticket and the last id, and counts the replay', async () => {
    let unread = 0;
    api.on('GET /notifications/unread-count', () => ({ status: 200, body: { count: unread } }));
    jest.useFakeTimers();
    renderWithRouter(<NotificationBell />);
    await waitFor(() => bell(0));
    const first = await waitFor(() => FakeEventSource.latest());
    unread = 3;
    act(() => first.emit('open'));
    await waitFor(() => bell(3));
    unread = 4;
    act(() => first.emit('notification', JSON.stringify(makeNotification({ id: 41 }))));
    await waitFor(() => expect(bell(4)).toBeInTheDocument());
    const readsBefore = countReads();

    // The browser would retry the same URL, whose ticket is used up: the bell closes it instead.
    act(() => first.emit('error'));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    const second = await waitFor(() => {
      expect(FakeEventSource.instances).toHaveLength(2);
      return FakeEventSource.latest();
    });
    expect(second.url).toMatch(/\?ticket=ticket-2&lastEventId=41$/);

    // The server replays what was missed; the replay, not a re-read, brings the count up.
    unread = 5;
    act(() => second.emit('open'));
    act(() => second.emit('notification', JSON.stringify(makeNotification({ id: 42 }))));
    await waitFor(() => expect(bell(5)).toBeInTheDocument());
    expect(countReads()).toBe(readsBefore);

    act(() => signOut());
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('backs off while tickets cannot be had, showing the count read without the stream meanwhile', async () => {
    let ticketAnswers = 0;
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 2 } });
    api.on('POST /notifications/stream-ticket', () => {
      ticketAnswers += 1;
      return ticketAnswers === 1
        ? { status: 503, body: { message: 'Service temporarily unavailable' } }
        : { status: 201, body: { ticket: 'late', expiresIn: 60 } };
    });
    jest.useFakeTimers();
    renderWithRouter(<NotificationBell />);
    await waitFor(() => expect(ticketAnswers).toBe(1));
    expect(FakeEventSource.instances).toHaveLength(0);
    // The failed attempt gives up waiting for the stream: the count is read now, the retry is set.
    await waitFor(() => bell(2));
    expect(countReads()).toBe(1);
    act(() => jest.advanceTimersByTime(1_000));
    const stream = await waitFor(() => FakeEventSource.latest());
    expect(stream.url).toMatch(/\?ticket=late$/);
  });

  it('stays closed when a newer stream of the member replaces it, until the tab is used again', async () => {
    const first = await openQuietBellOnFakeTimers();
    act(() => {
      first.emit('superseded', 'You opened a newer live stream, so this one was closed');
      first.emit('error');
    });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    act(() => jest.advanceTimersByTime(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const second = await waitFor(() => {
      expect(FakeEventSource.instances).toHaveLength(2);
      return FakeEventSource.latest();
    });
    expect(second.url).toMatch(/\?ticket=ticket-2$/);
  });

  it('closes for good when the server says the session ended: no reconnect, not even on focus', async () => {
    const first = await openQuietBellOnFakeTimers();
    act(() => {
      first.emit('session-ended', 'You were signed out, so this stream was closed');
      // The server closes the response after the event; EventSource reports that as an error.
      first.emit('error');
    });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    // Long enough for every backoff step, with the ticket requests' promises settled between.
    const waitAWhile = async () => {
      for (let i = 0; i < 10; i++) {
        await act(async () => {
          jest.advanceTimersByTime(30_000);
        });
      }
    };
    await waitAWhile();
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitAWhile();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(api.requests.filter((r) => r.url === '/notifications/stream-ticket')).toHaveLength(1);
  });
});
