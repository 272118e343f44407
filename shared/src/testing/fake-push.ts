/**
 * A browser's web push for component tests. jsdom has no service worker, PushManager or
 * Notification, so this stands in for the parts @journeys/shared/push uses, and counts what was
 * asked of them (the permission question above all). Browser tests in e2e/ use Chromium's own.
 */
import { applicationServerKey } from '../push/application-server-key';

/** A VAPID public key's shape (an uncompressed P-256 point, base64url); tests answer it from GET /push/public-key. */
export const FAKE_VAPID_PUBLIC_KEY = `B${'A'.repeat(86)}`;

/** The subscription this fake device makes, as PushSubscription.toJSON() gives it. */
export const FAKE_PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'DDDDDDDDDDDDDDDDDDDDDD' },
};

export type FakePushDevice =
  /** A desktop or Android browser with web push. */
  | 'browser'
  /** iPhone Safari in a tab: a service worker, but no push until the site is on the Home Screen. */
  | 'iphone-tab'
  /** The site opened from the iPhone's Home Screen: push like any browser. */
  | 'iphone-app'
  /** A browser without web push. */
  | 'no-push';

export interface FakePushOptions {
  device?: FakePushDevice;
  /** Notification.permission before any question (default 'default': never asked). */
  permission?: NotificationPermission;
  /** What the permission question answers (default 'granted'). */
  answer?: NotificationPermission;
  /** The device already has a subscription, made with FAKE_VAPID_PUBLIC_KEY. */
  subscribed?: boolean;
  /** A service worker is registered (default true); without one `ready` never settles. */
  worker?: boolean;
  /** subscribe() rejects, as when the browser's push service cannot be reached. */
  subscribeFails?: boolean;
}

export interface FakePush {
  /** How many times the permission question was asked. */
  readonly permissionRequests: number;
  /** The device's subscription now, if any. */
  readonly subscription: PushSubscription | null;
  /** How many subscriptions were dropped on the device (unsubscribe()). */
  readonly unsubscribes: number;
  /** What each subscribe() was given. */
  readonly subscribeCalls: PushSubscriptionOptionsInit[];
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let restoreInstalled: (() => void) | null = null;

function define(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
}

/** Puts a fake push-capable (or not) browser in place until `uninstallFakePush()`. */
export function installFakePush(options: FakePushOptions = {}): FakePush {
  uninstallFakePush();
  const { device = 'browser', answer = 'granted', worker = true } = options;
  let permission: NotificationPermission = options.permission ?? 'default';
  let current: PushSubscription | null = null;
  const state = {
    permissionRequests: 0,
    unsubscribes: 0,
    subscribeCalls: [] as PushSubscriptionOptionsInit[],
  };

  function makeSubscription(key: ArrayBuffer): PushSubscription {
    const subscription = {
      ...FAKE_PUSH_SUBSCRIPTION,
      options: { applicationServerKey: key, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => JSON.parse(JSON.stringify(FAKE_PUSH_SUBSCRIPTION)) as unknown,
      unsubscribe: () => {
        state.unsubscribes++;
        if (current === subscription) current = null;
        return Promise.resolve(true);
      },
    } as unknown as PushSubscription;
    return subscription;
  }
  if (options.subscribed) current = makeSubscription(applicationServerKey(FAKE_VAPID_PUBLIC_KEY).buffer);

  const pushManager = {
    getSubscription: () => Promise.resolve(current),
    subscribe: (init: PushSubscriptionOptionsInit) => {
      state.subscribeCalls.push(init);
      if (options.subscribeFails)
        return Promise.reject(new DOMException('Push service unreachable', 'AbortError'));
      if (permission !== 'granted') return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
      const key = init.applicationServerKey as Uint8Array<ArrayBuffer>;
      current = makeSubscription(key.slice().buffer);
      return Promise.resolve(current);
    },
  };
  const registration = { pushManager };
  const added: [object, string][] = [];
  const add = (target: object, name: string, value: unknown) => {
    define(target, name, value);
    added.push([target, name]);
  };

  if (device !== 'no-push') {
    add(navigator, 'serviceWorker', {
      // Without a worker `ready` waits for ever, as in a browser.
      ready: worker ? Promise.resolve(registration) : new Promise(() => {}),
      getRegistration: () => Promise.resolve(worker ? registration : undefined),
    });
  }
  if (device === 'iphone-tab' || device === 'iphone-app') {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => IPHONE });
    added.push([navigator, 'userAgent']);
    add(navigator, 'standalone', device === 'iphone-app');
  }
  if (device === 'browser' || device === 'iphone-app') {
    add(window, 'PushManager', class PushManager {});
    add(window, 'Notification', {
      get permission() {
        return permission;
      },
      requestPermission: () => {
        state.permissionRequests++;
        // A browser asks only while the answer is open; a refusal or a yes stands.
        if (permission === 'default') permission = answer;
        return Promise.resolve(permission);
      },
    });
  }
  restoreInstalled = () => {
    for (const [target, name] of added) delete (target as Record<string, unknown>)[name];
  };

  return {
    get permissionRequests() {
      return state.permissionRequests;
    },
    get subscription() {
      return current;
    },
    get unsubscribes() {
      return state.unsubscribes;
    },
    get subscribeCalls() {
      return state.subscribeCalls;
    },
  };
}

/** Back to jsdom's browser, with no push at all. */
export function uninstallFakePush(): void {
  restoreInstalled?.();
  restoreInstalled = null;
}
