import {
  installFakeApi,
  makeComment,
  makeReview,
  makeSurgeryPayload,
  makeUpdate,
  type FakeApi,
} from '../../testing';
import { createReview, createUpdate, postComment } from '..';
import { newIdempotencyKey } from '../idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const keysOf = (url: string) =>
  api.requests.filter((r) => r.method === 'POST' && r.url === url).map((r) => r.headers['idempotency-key']);

describe('Idempotency-Key of the create calls', () => {
  it('sends a key with a new surgery, update and comment', async () => {
    api.on('POST /review', { status: 201, body: makeReview() });
    api.on('POST /review/update', { status: 201, body: makeUpdate() });
    api.on('POST /comment', { status: 201, body: makeComment() });
    await createReview(
      makeSurgeryPayload({
        surgeryYear: 2024,
        surgeryMonth: 1,
        surgeryDay: 2,
        state: 'connecticut',
        procedures: [],
        symptom: 4,
        description: '',
      }),
    );
    await createUpdate({ id: 1, symptom: 4, description: 'Better' });
    await postComment({ reviewId: 1, text: 'Hi' });
    const keys = [...keysOf('/review'), ...keysOf('/review/update'), ...keysOf('/comment')];
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(3);
  });

  it('reuses the key when the same submission is retried after a failure', async () => {
    api.on('POST /comment', () => {
      throw new Error('socket hang up');
    });
    await expect(postComment({ reviewId: 1, text: 'Hello' })).rejects.toThrow('Network error');
    api.on('POST /comment', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable' },
    });
    await expect(postComment({ reviewId: 1, text: 'Hello' })).rejects.toThrow('temporarily unavailable');
    api.on('POST /comment', { status: 201, body: makeComment() });
    await postComment({ reviewId: 1, text: 'Hello' });
    const [first, second, third] = keysOf('/comment');
    expect(first).toMatch(UUID_V4);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('uses a new key for changed content and for the next submission after a success', async () => {
    api.on('POST /comment', { status: 201, body: makeComment() });
    await postComment({ reviewId: 1, text: 'Thanks!' });
    await postComment({ reviewId: 1, text: 'Thanks!' });
    await postComment({ reviewId: 1, text: 'Thanks again' });
    const keys = keysOf('/comment');
    expect(new Set(keys).size).toBe(3);
  });

  it('makes a version 4 UUID where randomUUID is missing (plain http), and without Web Crypto', () => {
    const original = globalThis.crypto;
    try {
      Object.defineProperty(globalThis, 'crypto', {
        configurable: true,
        value: { getRandomValues: (a: Uint8Array) => original.getRandomValues(a) },
      });
      expect(newIdempotencyKey()).toMatch(UUID_V4);
      Object.defineProperty(globalThis, 'crypto', { configurable: true, value: undefined });
      const keys = Array.from({ length: 50 }, newIdempotencyKey);
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(new Set(keys).size).toBe(50);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { configurable: true, value: original });
    }
  });
});
