import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { useUnread } from '@journeys/shared/session';
import {
  installFakeApi,
  makeCurrentUser,
  renderWithRouter,
  signInAs,
  signOut,
  type FakeApi,
} from '@journeys/shared/testing';
import NotificationBell from '../src/exposes/notification-bell';
import { makeNotification } from './fixtures';

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
  useUnread.setState({ count: 0 });
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

describe('NotificationBell', () => {
  it('shows the unread count from the server as a badge and links to /notifications', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 3 } });
    renderWithRouter(<NotificationBell />, { route: '/surgeries' });
    expect(bell(0)).not.toHaveTextContent(/\d/);
    await waitFor(() => expect(bell(3)).toHaveTextContent('3'));
    await userEvent.setup().click(bell(3));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
  });

  it('counts unread notifications from the list when the API has no unread-count endpoint', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: [makeNotification(), makeNotification({ isRead: true }), makeNotification()],
    });
    renderWithRouter(<NotificationBell />);
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
    await waitFor(() => bell(1));
    const stream = await waitFor(() => FakeEventSource.latest());

    act(() => stream.emit('notification', JSON.stringify(makeNotification({ id: 901 }))));
    expect(bell(2)).toHaveTextContent('2');
    // A replay of the same event after a reconnect is not counted twice.
    act(() => stream.emit('notification', JSON.stringify(makeNotification({ id: 901 }))));
    expect(bell(2)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/notifications/unread-count')).toHaveLength(1);
  });

  it('re-reads the count when a fresh stream opens and after a login', async () => {
    let count = 0;
    api.on('GET /notifications/unread-count', () => ({ status: 200, body: { count } }));
    renderWithRouter(<NotificationBell />);
    await waitFor(() => bell(0));
    count = 4;
    const stream = await waitFor(() => FakeEventSource.latest());
    act(() => stream.emit('open'));
    await waitFor(() => bell(4));
    count = 6;
    act(() => eventBus.emit('session:login', { userId: 1 }));
    await waitFor(() => bell(6));
  });

  it('reconnects after an error with a new ticket and the last id, and counts the replay', async () => {
    let unread = 0;
    api.on('GET /notifications/unread-count', () => ({ status: 200, body: { count: unread } }));
    const countReads = () => api.requests.filter((r) => r.url === '/notifications/unread-count').length;
    jest.useFakeTimers();
    renderWithRouter(<NotificationBell />);
    await waitFor(() => bell(0));
    const first = await waitFor(() => FakeEventSource.latest());
    unread = 3;
    act(() => first.emit('open'));
    await waitFor(() => bell(3));
    unread = 4;
    act(() => first.emit('notification', JSON.stringify(makeNotification({ id: 41 }))));
    expect(bell(4)).toBeInTheDocument();
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
    expect(bell(5)).toBeInTheDocument();
    expect(countReads()).toBe(readsBefore);

    act(() => signOut());
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('backs off while tickets cannot be had', async () => {
    let ticketAnswers = 0;
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 0 } });
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
    act(() => jest.advanceTimersByTime(1_000));
    const stream = await waitFor(() => FakeEventSource.latest());
    expect(stream.url).toMatch(/\?ticket=late$/);
  });

  it('stays closed when a newer stream of the member replaces it, until the tab is used again', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 0 } });
    jest.useFakeTimers();
    renderWithRouter(<NotificationBell />);
    const first = await waitFor(() => FakeEventSource.latest());
    act(() => first.emit('open'));
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
});
