// A stand-in for Facebook's JS SDK, injected before any page script: the site uses an existing
// window.FB instead of loading connect.facebook.net. The access token it hands out is one the
// local fake Graph server (fake-graph.ts) accepts, so the API's server-side check runs for real.
import type { BrowserContext } from 'playwright-core';
import { FAKE_FACEBOOK_APP_ID, fakeFacebookToken } from './fake-graph';

export interface FakeFacebookUser {
  id: string;
  name: string;
  pictureUrl: string;
  email: string;
}

/** A 1×1 transparent PNG: the profile picture the fake Facebook user's URL answers with. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function injectFakeFacebook(context: BrowserContext, user: FakeFacebookUser): Promise<void> {
  // The picture's host does not exist here: answered locally, the page loads it without an error.
  await context.route(user.pictureUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE }),
  );
  await context.addInitScript(
    ({ appId, user: u, token }) => {
      const w = window as unknown as Record<string, unknown>;
      w.__JOURNEYS_FACEBOOK_APP_ID__ = appId;
      w.FB = {
        init() {},
        getLoginStatus(cb: (r: unknown) => void) {
          cb({ status: 'unknown' });
        },
        login(cb: (r: unknown) => void) {
          setTimeout(
            () => cb({ status: 'connected', authResponse: { userID: u.id, accessToken: token } }),
            10,
          );
        },
        logout(cb?: () => void) {
          cb?.();
        },
        api(_path: string, ...rest: unknown[]) {
          const cb = rest.find((r) => typeof r === 'function') as (r: unknown) => void;
          setTimeout(
            () => cb({ id: u.id, name: u.name, email: u.email, picture: { data: { url: u.pictureUrl } } }),
            10,
          );
        },
      };
    },
    { appId: FAKE_FACEBOOK_APP_ID, user, token: fakeFacebookToken(user.id) },
  );
}
