// The real-user reporter (shell/src/rum, docs/releasing.md §9): errors reach the API attributed
// to the remote and release whose code threw, batched and sent with sendBeacon as text/plain,
// with nothing personal in them: a random tab-session id, the route pattern, remote and version.
import { configureApiBaseUrl } from '@journeys/shared/api';
import { remoteOfStack, routePatternOf } from '../src/rum/attribution';
import { registerAllRemotes } from '../src/remotes/load-remote-module';
import { captureBeacons, readBeacon, type Beacon } from './beacons';
import { registered } from './mf-runtime-mock';

const RELEASE = '0.1.0+3f2a9c1b';
const FEED_ENTRY = `http://localhost:3001/releases/${encodeURIComponent(RELEASE)}/remoteEntry.js`;

describe('attribution', () => {
  it('names the route pattern, never the address', () => {
    expect(routePatternOf('/review/12/edit')).toBe('/review/:id/edit');
    expect(routePatternOf('/surgeries')).toBe('/surgeries');
    expect(routePatternOf('/procedures/7')).toBe('/procedures/:id');
    expect(routePatternOf('/account')).toBe('/account');
    expect(routePatternOf('/somewhere/else/entirely')).toBe('(unmatched)');
  });

  it('finds the remote whose file threw, a release apart from its dist build', () => {
    const remotes = [
      { name: 'feed', entry: FEED_ENTRY },
      { name: 'comments', entry: 'http://localhost:3003/remoteEntry.js' },
    ];
    const stack = `TypeError: x is undefined
    at render (http://localhost:3001/releases/0.1.0%2B3f2a9c1b/__federation_expose_Feed.js:1:200)
    at http://localhost:3000/main.js:1:1`;
    expect(remoteOfStack(stack, remotes)).toBe('feed');
    expect(remoteOfStack('at f (http://localhost:3003/34.js:1:2)', remotes)).toBe('comments');
    expect(remoteOfStack('at f (http://localhost:3000/main.js:1:2)', remotes)).toBe('shell');
    expect(remoteOfStack(undefined, remotes)).toBe('shell');
  });
});

describe('the reporter', () => {
  let beacons: Beacon[] = [];
  beforeAll(() => {
    beacons = captureBeacons();
    configureApiBaseUrl('http://localhost:4000');
    // jsdom has no performance timeline: web-vitals finds nothing to measure.
    Object.assign(performance, { getEntriesByType: () => [] });
    registered.length = 0;
    registerAllRemotes({
      remotes: { feed: FEED_ENTRY },
      releases: { feed: { version: RELEASE, base: 'http://localhost:3001/releases/' } },
    });
    window.history.replaceState(null, '', '/review/12/edit?email=someone@example.org');
  });
  beforeEach(() => {
    beacons.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  // jsdom's FileReader answers on a timer: the fake clock stops here.
  const bodies = async () => {
    jest.useRealTimers();
    return Promise.all(
      beacons.map(async ({ url, blob }) => ({
        url,
        type: blob.type,
        body: JSON.parse(await readBeacon(blob)),
      })),
    );
  };

  it('sends an uncaught error of a remote within seconds, attributed and without its text', async () => {
    const { rum } = await import('../src/rum/reporter');
    const error = new Error('Cannot read the member someone@example.org');
    error.stack = `Error: Cannot read the member someone@example.org\n    at f (${FEED_ENTRY.replace('remoteEntry.js', 'feed.js')}:1:1)`;
    rum(new ErrorEvent('error', { error, message: error.message, filename: 'x' }));
    expect(beacons).toHaveLength(0);
    jest.advanceTimersByTime(2500);
    const [sent] = await bodies();
    expect(sent?.url).toBe('http://localhost:4000/client-events/errors');
    expect(sent?.type).toBe('text/plain');
    expect(sent?.body).toEqual({
      session: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      remotes: [{ remote: 'feed', version: RELEASE }],
      errors: [{ kind: 'uncaught', remote: 'feed', version: RELEASE, route: '/review/:id/edit' }],
    });
    // Without the session id: a random UUID may hold "12" itself.
    const { session, ...attributed } = sent?.body as { session: string };
    expect(session).toBeTruthy();
    const text = JSON.stringify(attributed);
    expect(text).not.toContain('example.org');
    expect(text).not.toContain('12');
  });

  it("counts a boundary's error against the remote and keeps one id for the tab", async () => {
    const { reportBoundaryError } = await import('../src/rum/reporter');
    reportBoundaryError('feed');
    reportBoundaryError('feed');
    jest.advanceTimersByTime(2500);
    const sent = await bodies();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.errors).toEqual([
      { kind: 'boundary', remote: 'feed', version: RELEASE, route: '/review/:id/edit' },
      { kind: 'boundary', remote: 'feed', version: RELEASE, route: '/review/:id/edit' },
    ]);
    expect(sent[0]?.body.session).toBe(sessionStorage.getItem('journeys:rum-session'));
  });

  it('sends what is left when the page is hidden, in batches the API accepts', async () => {
    const { reportBoundaryError } = await import('../src/rum/reporter');
    for (let i = 0; i < 45; i++) reportBoundaryError('feed');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    // As browsers fire it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(beacons).toHaveLength(2);
    jest.advanceTimersByTime(2500);
    expect(beacons).toHaveLength(2);
    const sent = await bodies();
    expect(sent.map((s) => s.body.errors.length)).toEqual([40, 5]);
  });
});
