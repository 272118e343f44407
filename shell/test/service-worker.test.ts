// The service worker's decisions that need no browser (docs/architecture.md §12): which requests it
// answers and how, and what a push may show.
import { apiUrlOf, requestKind, type RequestFacts } from '../service-worker/request-kind';
import { readPush } from '../service-worker/read-push';

const SITE = 'http://localhost:3000';
const API = 'http://localhost:4000';
const get = (url: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(url),
  method: 'GET',
  mode: 'cors',
  accept: null,
  ...extra,
});
const kind = (facts: RequestFacts, api: string | null = API) => requestKind(facts, SITE, api);

describe('requestKind', () => {
  it('serves hashed files and any file of a release cache first, from any module', () => {
    expect(kind(get(`${SITE}/main.8313acd0f5.js`, { mode: 'no-cors' }))).toBe('immutable');
    expect(kind(get('http://localhost:3001/__federation_expose_Feed.a63148b2c9.js'))).toBe('immutable');
    expect(kind(get('http://localhost:3001/releases/0.1.0+3f2a9c1b/remoteEntry.js'))).toBe('immutable');
    expect(kind(get('http://localhost:3001/releases/0.1.0%2B3f2a9c1b/mf-manifest.json'))).toBe('immutable');
  });

  it('asks the network first for what a promote or a new build changes', () => {
    for (const path of ['/remotes.json', '/remoteEntry.js', '/mf-manifest.json', '/manifest-es.webmanifest'])
      expect(kind(get(`${SITE}${path}`))).toBe('entry');
    expect(kind(get('http://localhost:3001/remoteEntry.js'))).toBe('entry');
  });

  it("treats the site's own navigations as pages and no other site's", () => {
    expect(kind(get(`${SITE}/surgeries?surgery=3`, { mode: 'navigate' }))).toBe('page');
    expect(kind(get('https://www.facebook.com/dialog', { mode: 'navigate' }))).toBeNull();
  });

  it('knows API reads by the API address, also under a path, and never keeps an event stream', () => {
    expect(kind(get(`${API}/reviews?limit=10`))).toBe('api');
    expect(kind(get('https://x.org/api/comments/4'), 'https://x.org/api')).toBe('api');
    expect(kind(get('https://x.org/apiary/x.json'), 'https://x.org/api')).toBeNull();
    expect(kind(get(`${API}/notifications/stream`, { accept: 'text/event-stream' }))).toBeNull();
  });

  it('leaves writes, other sites and unknown files to the network', () => {
    expect(kind(get(`${API}/comment`, { method: 'POST' }))).toBeNull();
    expect(kind(get('https://connect.facebook.net/en_US/sdk.js', { mode: 'no-cors' }))).toBeNull();
    expect(kind(get(`${API}/photos/abc.webp`), null)).toBeNull();
    expect(kind(get('chrome-extension://x/y.0123456789.js'))).toBeNull();
  });
});

describe('apiUrlOf', () => {
  it("reads the API's address from the worker's own, refusing anything but http(s)", () => {
    expect(apiUrlOf(`${SITE}/sw.js?api=${encodeURIComponent('http://localhost:4000/')}`)).toBe(API);
    expect(apiUrlOf(`${SITE}/sw.js?api=${encodeURIComponent('javascript:alert(1)')}`)).toBeNull();
    expect(apiUrlOf(`${SITE}/sw.js?api=not%20a%20url`)).toBeNull();
    expect(apiUrlOf(`${SITE}/sw.js`)).toBeNull();
  });
});

describe('readPush', () => {
  const data = (value: unknown) => ({ json: () => value });

  it('shows the fixed sentence and opens the site path it names', () => {
    expect(
      readPush(
        data({ title: 'New reply to your comment', url: '/surgeries?surgery=2&comment=9', tag: 's2' }),
      ),
    ).toEqual({
      title: 'New reply to your comment',
      url: '/surgeries?surgery=2&comment=9',
      tag: 's2',
    });
  });

  it('never opens another site, and still shows something for a push it cannot read', () => {
    for (const url of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])
      expect(readPush(data({ title: 'x', url, tag: 't' })).url).toBe('/notifications');
    const broken = { json: () => JSON.parse('not json') as unknown };
    expect(readPush(broken)).toEqual({ title: 'Surgery Journeys', url: '/notifications', tag: 'journeys' });
    expect(readPush(null).title).toBe('Surgery Journeys');
    expect(readPush(data({ title: 'x'.repeat(500), url: '/', tag: 't' })).title).toBe('Surgery Journeys');
  });
});
