/**
 * The tests' API: the standalone page's fixture answerer (src/standalone/fixture-api.ts) behind
 * the scripted fake API, so the tests see what QA sees, and a test can still script one call.
 */
import type { FakeApi } from '@journeys/shared/testing';
import { createFixtureApi } from '../src/standalone/fixture-api';

const ROUTES = [
  'GET /help/calendars',
  'GET /help/calendars/:surgery',
  'POST /help/calendars/:surgery/needs',
  'PUT /help/needs/:id',
  'DELETE /help/needs/:id',
  'PUT /help/needs/:id/days/:date/signup',
  'DELETE /help/needs/:id/days/:date/signup',
  'POST /help/calendars/:surgery/invite',
  'DELETE /help/calendars/:surgery/invite',
  'POST /help/invites/preview',
  'POST /help/invites/accept',
  'DELETE /help/calendars/:surgery/helpers/:user',
  'POST /help/calendars/:surgery/caregivers',
  'DELETE /help/calendars/:surgery/caregivers/:user',
  'DELETE /help/caregiver-invitations/:id',
];

export function serveFixtureApi(api: FakeApi): void {
  const answer = createFixtureApi();
  for (const route of ROUTES) {
    api.on(route, (request) => {
      const { status, body } = answer(
        request.method.toLowerCase(),
        request.url,
        request.body === undefined ? undefined : JSON.stringify(request.body),
      );
      // A copy, as the network gives: the answerer's state must not change the page's cache in place.
      return { status, body: body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown) };
    });
  }
}

/** The screen's width as the calendar asks it (matchMedia): wide shows the week grid. */
export function screenIsWide(wide: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => ({
      matches: wide,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
