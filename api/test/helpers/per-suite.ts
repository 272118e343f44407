/**
 * The lifecycle most suites share, registered once: the app starts before a describe block's first
 * test and closes after its last; members are made once per block or fresh for every test. Each
 * returns a handle that reads the live value, so a block holds it in a `const`; read its fields
 * inside hooks and tests, not while the block is being declared.
 */
import { startTestApp, type Backend, type Member, type TestApp } from './test-app';

type AppOptions = NonNullable<Parameters<typeof startTestApp>[1]>;

/** An object that reads through to `read()` on every access; `what` names it in the error when used too early. */
function liveView<T extends object>(what: string, read: () => T | undefined): T {
  const live = (): T => {
    const value = read();
    if (value === undefined) throw new Error(`${what} exists only while the suite runs`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(live(), key),
    has: (_, key) => Reflect.has(live(), key),
    ownKeys: () => Reflect.ownKeys(live()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(live(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

export function testAppPerSuite(backend: Backend, options: AppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(backend, options);
  });
  afterAll(async () => current?.close());
  return liveView('the test app', () => current);
}

/** A member made once, before the block's tests (after the app of `testAppPerSuite` starts). */
export function memberPerSuite(t: TestApp, username?: string): Member {
  let current: Member | undefined;
  beforeAll(async () => {
    current = await t.member(username);
  });
  return liveView('the member', () => current);
}

/** A new member for every test, for tests that count what one member receives. */
export function memberPerTest(t: TestApp): Member {
  let current: Member | undefined;
  beforeEach(async () => {
    current = await t.member();
  });
  return liveView('the member', () => current);
}
