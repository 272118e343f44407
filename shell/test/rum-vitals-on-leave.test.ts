// A page's vitals leave in one beacon when the member leaves the page (docs/releasing.md §9). A
// document being unloaded fires `pagehide` and then `visibilitychange`; web-vitals finalises LCP,
// INP and CLS on the latter. A beacon sent on `pagehide` carried only TTFB, and the rest went in a
// second beacon that a closing tab often never sends: releases showed sessions without an LCP.
import { configureApiBaseUrl } from '@journeys/shared/api';
import { captureBeacons, readBeacon, type Beacon } from './beacons';

// As web-vitals 5 reports: TTFB once the page has loaded, the others in its own capturing
// `visibilitychange` listener, registered before the reporter's.
jest.mock('web-vitals', () => {
  const onHidden =
    (name: string, value: number) => (report: (metric: { name: string; value: number }) => void) =>
      addEventListener(
        'visibilitychange',
        () => {
          if (document.visibilityState === 'hidden') report({ name, value });
        },
        true,
      );
  return {
    onTTFB: (report: (metric: { name: string; value: number }) => void) =>
      report({ name: 'TTFB', value: 42 }),
    onLCP: onHidden('LCP', 900),
    onINP: onHidden('INP', 24),
    onCLS: onHidden('CLS', 0.01),
  };
});

let beacons: Beacon[] = [];

beforeAll(() => {
  beacons = captureBeacons();
  configureApiBaseUrl('http://localhost:4000');
  window.history.replaceState(null, '', '/surgeries');
});

it('sends every vital of a page being left in one beacon', async () => {
  const { rum } = await import('../src/rum/reporter');
  rum();
  // The order in which a browser unloads a document.
  dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

  expect(beacons.map(({ url }) => url)).toEqual(['http://localhost:4000/client-events/vitals']);
  const body = JSON.parse(await readBeacon(beacons[0]!.blob)) as {
    vitals: { metric: string; value: number }[];
  };
  expect(body.vitals.map(({ metric, value }) => [metric, value])).toEqual([
    ['TTFB', 42],
    ['LCP', 900],
    ['INP', 24],
    ['CLS', 0.01],
  ]);
});
