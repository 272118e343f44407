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
  api = installFakeApi();
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

  it('goes up live when the stream sends a notification, without reloading', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 1 } });
    renderWithRouter(<NotificationBell />);
    await waitFor(() => bell(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toMatch(/\/notifications\/stream\?token=bell-token$/);

    act(() => stream.emit('notification', JSON.stringify(makeNotification({ id: 901 }))));
    expect(bell(2)).toHaveTextContent('2');
    // A replay of the same event after a reconnect is not counted twice.
    act(() => stream.emit('notification', JSON.stringify(makeNotification({ id: 901 }))));
    expect(bell(2)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/notifications/unread-count')).toHaveLength(1);
  });

  it('re-reads the count when the stream (re)opens and after a login', async () => {
    let count = 0;
    api.on('GET /notifications/unread-count', () => ({ status: 200, body: { count } }));
    renderWithRouter(<NotificationBell />);
    await waitFor(() => bell(0));
    count = 4;
    act(() => FakeEventSource.latest().emit('open'));
    await waitFor(() => bell(4));
    count = 6;
    act(() => eventBus.emit('session:login', { userId: 1 }));
    await waitFor(() => bell(6));
  });

  it('reconnects with backoff when the browser gives up, and closes on logout', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 0 } });
    jest.useFakeTimers();
    renderWithRouter(<NotificationBell />);
    const first = FakeEventSource.latest();
    act(() => {
      first.readyState = FakeEventSource.CLOSED;
      first.emit('error');
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(second.readyState).toBe(FakeEventSource.CONNECTING);

    act(() => signOut());
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });
});
