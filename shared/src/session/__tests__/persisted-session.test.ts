import { makeCurrentUser } from '../../testing';
import { serializeStoredUser } from '..';
import type * as Session from '..';
import type * as FakeApi from '../../testing/fake-api';

type SessionModule = typeof Session;
type FakeApiModule = typeof FakeApi;

let isolatedFakeApi: FakeApiModule | undefined;

/** Evaluates the session module afresh over what storage holds now, as a page load does. */
async function loadPage(): Promise<SessionModule> {
  let session: SessionModule | undefined;
  await jest.isolateModulesAsync(async () => {
    session = await import('..');
    // The fake API must replace the adapter of this page's own API client.
    isolatedFakeApi = await import('../../testing/fake-api');
  });
  if (!session) throw new Error('the session module did not load');
  return session;
}

function fakeApiOfLastPage() {
  if (!isolatedFakeApi) throw new Error('load a page first');
  return isolatedFakeApi.installFakeApi();
}

function expectLoggedOut(session: SessionModule): void {
  const state = session.useSession.getState();
  expect(state).toMatchObject({ token: null, user: null });
  expect(session.selectIsLoggedIn(state)).toBe(false);
}

const storedKeys = () => [localStorage.getItem('authToken'), localStorage.getItem('user')];

const member = makeCurrentUser({ id: 7, username: 'steady_cedar4', email: 'cedar@example.org' });

/** Every field of the user, exactly as the code before versioned sessions stored it. */
const oldShape = JSON.stringify(member);

afterEach(() => jest.restoreAllMocks());

describe('loading the stored session', () => {
  it('loads a valid current session as logged in', async () => {
    localStorage.setItem('authToken', 'tok-valid');
    localStorage.setItem('user', serializeStoredUser(member));
    const session = await loadPage();
    const state = session.useSession.getState();
    expect(state.token).toBe('tok-valid');
    expect(state.user).toEqual(member);
    expect(session.selectIsLoggedIn(state)).toBe(true);
  });

  it('loads a session stored before roles as a member, unsuspended', async () => {
    const { role: _role, suspendedUntil: _until, ...before } = member;
    localStorage.setItem('authToken', 'tok-valid');
    localStorage.setItem('user', JSON.stringify({ ...before, sessionVersion: 1 }));
    const session = await loadPage();
    expect(session.useSession.getState().user).toEqual({ ...member, role: 'member', suspendedUntil: null });
  });

  it.each([
    [
      'user has a role that does not exist',
      'tok-valid',
      serializeStoredUser({ ...member, role: 'admin' as never }),
    ],
    ['user is not JSON', 'tok-valid', '{"id": 7, "username":'],
    ['user misses fields', 'tok-valid', '{"id": 7}'],
    ['user is an empty object', 'tok-valid', '{}'],
    ['user is JSON null', 'tok-valid', 'null'],
    ['user has a field of the wrong type', 'tok-valid', serializeStoredUser({ ...member, id: '7' as never })],
    ['user has the old shape (no version)', 'tok-valid', oldShape],
    ['user has another version', 'tok-valid', JSON.stringify({ ...member, sessionVersion: 99 })],
    ['authToken is a JSON object', '{"token":"tok-valid"}', serializeStoredUser(member)],
    ['authToken is what setItem writes for null', 'null', serializeStoredUser(member)],
    ['authToken has spaces and a newline', 'tok en\nx', serializeStoredUser(member)],
    ['authToken is empty', '', serializeStoredUser(member)],
    ['user without authToken', null, serializeStoredUser(member)],
    ['authToken without user', 'tok-valid', null],
  ])('%s: loads logged out without throwing and removes both keys', async (_case, token, user) => {
    if (token != null) localStorage.setItem('authToken', token);
    if (user != null) localStorage.setItem('user', user);
    const session = await loadPage();
    expectLoggedOut(session);
    expect(storedKeys()).toEqual([null, null]);
  });

  it('loads logged out when localStorage.getItem throws', async () => {
    localStorage.setItem('authToken', 'tok-valid');
    localStorage.setItem('user', serializeStoredUser(member));
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expectLoggedOut(await loadPage());
  });

  it('loads logged out when localStorage itself cannot be reached', async () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const session = await loadPage();
    blocked.mockRestore();
    expectLoggedOut(session);
  });

  it('loads logged out when removing the bad keys throws too', async () => {
    localStorage.setItem('authToken', 'tok-valid');
    localStorage.setItem('user', '{}');
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expectLoggedOut(await loadPage());
  });

  it('keeps the session that a login writes for the next page load', async () => {
    const page = await loadPage();
    const api = fakeApiOfLastPage();
    try {
      api.on('GET /patient/me', { status: 200, body: member });
      await page.useSession.getState().loginWithToken('tok-next');
    } finally {
      api.restore();
    }
    const next = (await loadPage()).useSession.getState();
    expect(next.token).toBe('tok-next');
    expect(next.user).toEqual(member);
  });
});

describe('storage that refuses writes', () => {
  it('still logs the member in for this page when setItem throws (storage full or blocked)', async () => {
    const session = await loadPage();
    const api = fakeApiOfLastPage();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      api.on('GET /patient/me', { status: 200, body: member });
      await expect(session.useSession.getState().loginWithToken('tok-unstored')).resolves.toEqual(member);
      expect(session.selectIsLoggedIn(session.useSession.getState())).toBe(true);
      expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-unstored');
    } finally {
      api.restore();
    }
  });
});

describe('the token requests send', () => {
  it('is never a stored value that is not a token (a newline would break every request)', async () => {
    const session = await loadPage();
    const api = fakeApiOfLastPage();
    try {
      api.on('GET /patient/me', { status: 200, body: member });
      // Written behind the page's back, after it loaded (by hand, or by other code on the origin).
      localStorage.setItem('authToken', 'tok en\nx');
      session.useSession.setState({ token: 'tok en\nx' });
      await session.useSession.getState().refreshUser();
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      api.restore();
    }
  });
});

describe('another tab changing the stored session', () => {
  function storageEvent(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }

  it('a broken user written by another tab logs this tab out instead of crashing it', async () => {
    localStorage.setItem('authToken', 'tok-valid');
    localStorage.setItem('user', serializeStoredUser(member));
    const session = await loadPage();
    const stop = session.syncSessionAcrossTabs();
    localStorage.setItem('user', '{"username": 42}');
    storageEvent('user');
    expectLoggedOut(session);
    stop();
  });

  it('storage cleared by another tab logs this tab out', async () => {
    localStorage.setItem('authToken', 'tok-valid');
    localStorage.setItem('user', serializeStoredUser(member));
    const session = await loadPage();
    const stop = session.syncSessionAcrossTabs();
    localStorage.clear();
    storageEvent(null);
    expectLoggedOut(session);
    stop();
  });

  it("leaves another tab's login in progress alone: a token without its user yet", async () => {
    const session = await loadPage();
    const stop = session.syncSessionAcrossTabs();
    localStorage.setItem('authToken', 'tok-other-tab');
    storageEvent('authToken');
    expectLoggedOut(session);
    expect(localStorage.getItem('authToken')).toBe('tok-other-tab');
    localStorage.setItem('user', serializeStoredUser(member));
    storageEvent('user');
    expect(session.useSession.getState()).toMatchObject({ token: 'tok-other-tab', user: member });
    stop();
  });
});
