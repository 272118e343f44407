import { installFakeApi, type FakeApi } from './fake-api';
import { signOut } from './render';

/**
 * The scripted API every component test starts from: before each test of the calling file the
 * visitor is signed out and a fresh API is installed, after it the real adapter is back. The
 * returned handle always speaks to the current test's API, so a file can hold it in a `const`.
 * Call it at the top of a file, before the file's own `beforeEach` (which may sign in or script
 * routes).
 */
export function fakeApiPerTest(): FakeApi {
  let current: FakeApi | null = null;
  beforeEach(() => {
    signOut();
    current = installFakeApi();
  });
  afterEach(() => {
    current?.restore();
    current = null;
  });
  const active = (): FakeApi => {
    if (!current) throw new Error('fakeApiPerTest: the fake API exists only while a test runs');
    return current;
  };
  const handle: FakeApi = {
    on(route, handler) {
      active().on(route, handler);
      return handle;
    },
    get requests() {
      return active().requests;
    },
    restore() {
      active().restore();
    },
  };
  return handle;
}
