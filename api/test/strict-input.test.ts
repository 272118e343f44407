/**
 * Strict input: ids are JSON integers or canonical decimal path/query segments, never coerced;
 * text that shows nothing is empty; profile images are https. Each refusal is a 400 that writes
 * nothing.
 */
import type { Comment, Review } from '@journeys/shared/domain';
import { reviewBody } from './helpers/fixtures';
import { BACKENDS, json, tableCounts } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

/** Zero-width space, zero-width non-joiner and joiner, word joiner, BOM, with some whitespace. */
const INVISIBLE = '\u200B \u200C\u200D\n\u2060\uFEFF';

describe.each(BACKENDS)('strict input (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  let review: Review;
  let comment: Comment;
  beforeAll(async () => {
    review = await createReview(t, owner);
    comment = await postComment(t.app, owner, review.id, 'First');
  });

  async function expectRefused(
    request: { method: 'POST' | 'PUT' | 'DELETE' | 'GET'; url: string; payload?: Record<string, unknown> },
    message?: string,
  ) {
    const before = await tableCounts(t.database);
    const res = await t.app.inject({ ...request, headers: owner.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    if (message !== undefined) expect(res.json().message).toBe(message);
    expect(await tableCounts(t.database)).toEqual(before);
    return res;
  }

  describe.each([
    ['true', true],
    ['the string "1"', '1'],
    ['1.5', 1.5],
  ])('a JSON id given as %s', (_name, bad) => {
    it('is refused as a surgery id of an update', async () => {
      const res = await expectRefused({
        method: 'POST',
        url: '/review/update',
        payload: { id: bad, symptom: 3, description: 'Better' },
      });
      expect(res.json().fieldErrors).toHaveProperty('id');
    });

    it('is refused as the surgery id and the parent id of a comment', async () => {
      await expectRefused({ method: 'POST', url: '/comment', payload: { reviewId: bad, text: 'Hi' } });
      await expectRefused({
        method: 'POST',
        url: '/comment',
        payload: { reviewId: review.id, text: 'Hi', commentId: bad },
      });
    });

    it('is refused as the id of an edited surgery and of a procedure type', async () => {
      await expectRefused({ method: 'PUT', url: '/review', payload: reviewBody(t.fixtures, { id: bad }) });
      await expectRefused({
        method: 'POST',
        url: '/review',
        payload: reviewBody(t.fixtures, {
          procedures: [{ id: bad, name: 'Knee', description: 'Replaces the knee joint', side: 'left' }],
        }),
      });
    });
  });

  it.each(['1e3', '01', '-1', '1.0', '0x10', '+1', '0', '2147483648', '99999999999999999999'])(
    'refuses %s as an id in a path or query string',
    async (bad) => {
      await expectRefused({ method: 'DELETE', url: `/review/${bad}` });
      await expectRefused({ method: 'POST', url: `/comment/${bad}/read` });
      await expectRefused({ method: 'GET', url: `/reviews?surgery=${encodeURIComponent(bad)}` });
    },
  );

  it('still reads a canonical id in a path and a query string', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/reviews?surgery=${review.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().reviews).toHaveLength(1);
    const thread = await t.app.inject({ method: 'GET', url: `/comments/${review.id}` });
    expect(thread.statusCode).toBe(200);
  });

  it('refuses a comment or reply of invisible characters with the empty-comment message', async () => {
    const empty = await expectRefused({
      method: 'POST',
      url: '/comment',
      payload: { reviewId: review.id, text: '' },
    });
    const message = empty.json().message as string;
    expect(message).toBe('A comment cannot be empty');
    await expectRefused(
      { method: 'POST', url: '/comment', payload: { reviewId: review.id, text: INVISIBLE } },
      message,
    );
    await expectRefused(
      { method: 'POST', url: '/comment', payload: { reviewId: review.id, text: '\u200B' } },
      message,
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/comment',
        payload: { reviewId: review.id, text: '\uFEFF', commentId: comment.id },
      },
      message,
    );
  });

  it('refuses update details of invisible characters with the empty-details message', async () => {
    const empty = await expectRefused({
      method: 'POST',
      url: '/review/update',
      payload: { id: review.id, symptom: 3, description: '' },
    });
    expect(empty.json().message).toBe('Details are required');
    await expectRefused(
      {
        method: 'POST',
        url: '/review/update',
        payload: { id: review.id, symptom: 3, description: INVISIBLE },
      },
      'Details are required',
    );
  });

  it('refuses a procedure of invisible characters with the empty-procedure message', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/review',
        payload: reviewBody(t.fixtures, {
          procedures: [{ id: null, name: '\u200B\u200B', description: 'Something', side: 'left' }],
        }),
      },
      'Procedure name is required',
    );
  });

  it('stores an optional surgery description of invisible characters as the empty one it looks like', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/review',
      headers: owner.auth,
      payload: reviewBody(t.fixtures, { description: INVISIBLE }),
    });
    expect(res.statusCode).toBe(201);
    expect(json<Review>(res).description).toBe('');
  });

  it('keeps joiners inside visible text', async () => {
    const family = 'Family: \u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/comment',
      headers: owner.auth,
      payload: { reviewId: review.id, text: family },
    });
    expect(res.statusCode).toBe(201);
    expect(json<Comment>(res).text).toBe(family);
  });

  it('refuses a plain-http profile image', async () => {
    const before = await tableCounts(t.database);
    for (const image of ['http://example.com/me.jpg', 'javascript:alert(1)', 'ftp://example.com/me.jpg']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/patient',
        payload: {
          facebook_user_id: '42',
          username: 'Face Book',
          access_token: 'good-42',
          image,
          background: '#ffe0b2',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Image must be an https: URL',
        fieldErrors: { image: 'Image must be an https: URL' },
      });
    }
    expect(await tableCounts(t.database)).toEqual(before);
  });
});
