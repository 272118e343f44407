/**
 * The one wrapper around Facebook's JavaScript SDK (docs/architecture.md §8: one file per third-party
 * library). The SDK is loaded from a script tag, never an inline script, so the site's CSP
 * only has to allow connect.facebook.net.
 */
import { FACEBOOK_SCOPE, FACEBOOK_SDK_VERSION } from '@journeys/shared/rules';

const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';

export interface FacebookAuthResponse {
  userID: string;
  accessToken: string;
}

export interface FacebookLoginResponse {
  status?: string;
  authResponse?: FacebookAuthResponse | null;
}

export interface FacebookMe {
  id?: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string } };
  error?: unknown;
}

/** The part of the SDK this module calls; a browser test may inject a fake with this shape. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
  api(path: string, params: Record<string, string>, callback: (response: FacebookMe) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
    __JOURNEYS_FACEBOOK_APP_ID__?: string;
  }
}

/** Set by the shell from remotes.json `facebookAppId`; absent means Facebook login is off. */
export function facebookAppId(): string | null {
  return (typeof window !== 'undefined' && window.__JOURNEYS_FACEBOOK_APP_ID__) || null;
}

let loading: Promise<FacebookSdk> | null = null;
let initialisedFor: FacebookSdk | null = null;

function initialise(sdk: FacebookSdk, appId: string): FacebookSdk {
  if (initialisedFor !== sdk) {
    sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
    initialisedFor = sdk;
  }
  return sdk;
}

/** The SDK already in the page (the real one, or a fake a browser test injected), initialised. */
export function readySdk(appId: string): FacebookSdk | null {
  return window.FB ? initialise(window.FB, appId) : null;
}

/** Loads the SDK once per page; later calls share the same promise. */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  const ready = readySdk(appId);
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      if (window.FB) resolve(initialise(window.FB, appId));
      else reject(new Error('Facebook SDK loaded without FB'));
    };
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      // Let a later attempt (after a network blip) try again.
      loading = null;
      script.remove();
      reject(new Error('Facebook SDK could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * FB.login opens a popup, which browsers allow only in the click's own task, so this must be
 * called synchronously from the handler with an already loaded SDK. The SDK also rejects async
 * callbacks, hence the plain function.
 */
export function facebookLogin(sdk: FacebookSdk): Promise<FacebookAuthResponse | null> {
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const auth = response?.authResponse;
        resolve(
          auth?.userID && auth.accessToken ? { userID: auth.userID, accessToken: auth.accessToken } : null,
        );
      },
      { scope: FACEBOOK_SCOPE },
    );
  });
}

export interface FacebookProfile {
  name: string;
  pictureUrl: string | null;
  email: string | null;
}

/** The /me data that prefills Create Profile (docs/product.md §7); a failed read prefills nothing. */
export function readFacebookProfile(sdk: FacebookSdk): Promise<FacebookProfile> {
  return new Promise((resolve) => {
    sdk.api('/me', { fields: 'name,picture.type(large),email' }, (me) => {
      if (!me || me.error) resolve({ name: '', pictureUrl: null, email: null });
      else
        resolve({
          name: me.name ?? '',
          pictureUrl: me.picture?.data?.url ?? null,
          email: me.email ?? null,
        });
    });
  });
}

/** Test seam: forget the loaded SDK between tests. */
export function resetFacebookSdkForTests(): void {
  loading = null;
  initialisedFor = null;
}
