import { eventBus } from '../../events';
import { installFakeApi, makeCurrentUser, type FakeApi } from '../../testing';
import { useSession } from '..';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  useSession.setState({ token: null, user: null });
});
afterEach(() => api.restore());

describe('session store', () => {
  it('stores the token, fetches the member, writes both keys and announces the login', async () => {
    const user = makeCurrentUser({ username: 'steady_cedar4' });
    api.on('GET /patient/me', { status: 200, body: user });
    const logins: number[] = [];
    const off = eventBus.on('session:login', ({ userId }) => logins.push(userId));
    await useSession.getState().loginWithToken('tok-1');
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'steady_cedar4' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(logins).toEqual([user.id]);
    off();
  });

  it('leaves nothing stored when the member cannot be fetched', async () => {
    api.on('GET /patient/me', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please log in' },
    });
    await expect(useSession.getState().loginWithToken('bad')).rejects.toThrow('Please log in');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('logs out even when the API cannot be reached, clearing authToken and user', async () => {
    api.on('GET /patient/me', { status: 200, body: makeCurrentUser() });
    await useSession.getState().loginWithToken('tok-2');
    api.on('POST /logout', { status: 503, body: { statusCode: 503, error: 'x', message: 'down' } });
    await useSession.getState().logout();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/logout')).toBe(true);
  });

  it('is logged out on screen before the revoke answers, which still carries the old token', async () => {
    api.on('GET /patient/me', { status: 200, body: makeCurrentUser() });
    await useSession.getState().loginWithToken('tok-3');
    api.on('POST /logout', { status: 204, body: null });
    const done = useSession.getState().logout();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    await done;
    const revoke = api.requests.find((r) => r.method === 'POST' && r.url === '/logout');
    expect(revoke?.headers.authorization).toBe('Bearer tok-3');
  });

  it('drops a revoked session on refresh', async () => {
    useSession.setState({ token: 'old', user: makeCurrentUser() });
    localStorage.setItem('authToken', 'old');
    api.on('GET /patient/me', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'expired' },
    });
    await useSession.getState().refreshUser();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('api client', () => {
  it('normalises a network failure and a server error body into readable messages', async () => {
    const { fetchStates, fetchReview } = await import('../../api');
    api.on('GET /states', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable' },
    });
    await expect(fetchStates()).rejects.toMatchObject({
      status: 503,
      message: 'Service temporarily unavailable',
    });
    api.on('GET /reviews', { status: 200, body: { reviews: [], nextCursor: null, total: 0 } });
    await expect(fetchReview(5)).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  });
});

describe('event bus', () => {
  it('keeps an event seen only by observers for the first real listener', async () => {
    const { createEventBus } = await import('../../events');
    const bus = createEventBus();
    const observed: unknown[] = [];
    bus.observe('login:prompt', (p) => observed.push(p));
    bus.emit('login:prompt', { returnTo: '/create-review' });
    expect(observed).toEqual([{ returnTo: '/create-review' }]);
    const delivered: unknown[] = [];
    bus.on('login:prompt', (p) => delivered.push(p));
    await Promise.resolve();
    expect(delivered).toEqual([{ returnTo: '/create-review' }]);
    bus.emit('login:prompt', {});
    expect(delivered).toHaveLength(2);
    expect(observed).toHaveLength(2);
  });

  it('tells a late observer about an event still waiting, and still delivers it', async () => {
    const { createEventBus } = await import('../../events');
    const bus = createEventBus();
    bus.emit('login:prompt', { loginRequired: true });
    const observed: unknown[] = [];
    bus.observe('login:prompt', (p) => observed.push(p));
    await Promise.resolve();
    expect(observed).toEqual([{ loginRequired: true }]);
    const delivered: unknown[] = [];
    bus.on('login:prompt', (p) => delivered.push(p));
    await Promise.resolve();
    expect(delivered).toEqual([{ loginRequired: true }]);
  });
});
