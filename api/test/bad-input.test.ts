/** Bad input: a 4xx with the clear message, and not one row written. */
import type { Review } from '@journeys/shared/domain';
import { reviewBody } from './helpers/fixtures';
import { BACKENDS, json, tableCounts } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview, editReview, postComment } from './helpers/writes';

describe.each(BACKENDS)('bad input (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  let review: Review;
  beforeAll(async () => {
    review = await createReview(t, owner);
  });

  const nextYear = new Date().getUTCFullYear() + 1;

  const reviewCases: [string, Record<string, unknown>, string][] = [
    ['symptom 0', { symptom: 0 }, 'Symptom progress must be between 1 and 7'],
    ['symptom 8', { symptom: 8 }, 'Symptom progress must be between 1 and 7'],
    ['symptom as text', { symptom: 'five' }, 'Symptom progress is required'],
    ['rating 6', { rating: 6 }, 'Rating must be between 1 and 5'],
    ['future date', { surgeryYear: nextYear }, 'Surgery date cannot be in the future'],
    ['1969 date', { surgeryYear: 1969 }, 'Surgery date cannot be before 1970'],
    ['impossible date', { surgeryMonth: 2, surgeryDay: 30 }, 'Surgery date must be a real date'],
    ['unknown NPI', { npi: '9999999999' }, 'Unknown surgeon NPI'],
    ['malformed NPI', { npi: '12ab' }, 'A surgeon NPI is 10 digits'],
    ['unknown state', { state: 'Atlantis' }, 'Unknown state'],
    ['unknown state id', { state: 4242 }, 'Unknown state'],
    [
      'unknown surgery type',
      { procedures: [{ id: 987654, name: 'x', description: 'y', side: 'left' }] },
      'Unknown surgery type',
    ],
    ['no procedures', { procedures: [] }, 'Add at least one procedure'],
    [
      'procedure without side',
      { procedures: [{ name: 'x', description: 'y' }] },
      'Each procedure needs a side: left, right or bilateral',
    ],
    [
      'over-long description',
      { description: 'x'.repeat(5001) },
      'Description must be at most 5000 characters',
    ],
  ];

  /** The refusals the data (not the schema) decides carry their own code. */
  const codeOf = (message: string) =>
    ({
      'Unknown surgeon NPI': 'UNKNOWN_SURGEON',
      'Unknown state': 'UNKNOWN_STATE',
      'Unknown surgery type': 'UNKNOWN_SURGERY_TYPE',
    })[message] ?? 'VALIDATION_FAILED';

  it.each(reviewCases)('POST /review with %s → 400', async (_name, overrides, message) => {
    const before = await tableCounts(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/review',
      headers: owner.auth,
      payload: reviewBody(t.fixtures, overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: codeOf(message),
      message,
    });
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('PUT /review with an unknown surgery type changes nothing, procedures included', async () => {
    const before = await tableCounts(t.database);
    const res = await editReview(t, owner, {
      id: review.id,
      procedures: [{ id: 987654, name: 'x', description: 'y', side: 'left' }],
    });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'UNKNOWN_SURGERY_TYPE',
      message: 'Unknown surgery type',
    });
    expect(await tableCounts(t.database)).toEqual(before);
    const again = json<{ reviews: Review[] }>(
      await t.app.inject({ method: 'GET', url: `/reviews?surgery=${review.id}` }),
    );
    expect(again.reviews[0]?.procedures).toEqual(review.procedures);
  });

  it('gives fieldErrors keyed by field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/review',
      headers: owner.auth,
      payload: reviewBody(t.fixtures, { symptom: 9, rating: 0 }),
    });
    expect(res.json().fieldErrors).toMatchObject({
      symptom: 'Symptom progress must be between 1 and 7',
      rating: 'Rating must be between 1 and 5',
    });
  });

  const otherCases: [string, string, string, unknown, number, string][] = [
    ['empty comment', 'POST', '/comment', { reviewId: 0, text: '' }, 400, ''],
    ['whitespace comment', 'POST', '/comment', { text: '   \n ' }, 400, 'A comment cannot be empty'],
    [
      'over-long comment',
      'POST',
      '/comment',
      { text: 'x'.repeat(2001) },
      400,
      'A comment must be at most 2000 characters',
    ],
    [
      'comment on a missing surgery',
      'POST',
      '/comment',
      { reviewId: 999999, text: 'Hi' },
      404,
      'Surgery not found',
    ],
    [
      'update with symptom 8',
      'POST',
      '/review/update',
      { symptom: 8, description: 'x' },
      400,
      'Symptom progress must be between 1 and 7',
    ],
    [
      'update without details',
      'POST',
      '/review/update',
      { symptom: 3, description: '  ' },
      400,
      'Details are required',
    ],
    ['id as text', 'DELETE', '/review/abc', undefined, 400, ''],
  ];

  it.each(otherCases)('%s → %s %s', async (_name, method, url, body, status, message) => {
    const before = await tableCounts(t.database);
    const payload =
      body && typeof body === 'object' && !('reviewId' in body) && url === '/comment'
        ? { reviewId: review.id, ...body }
        : body && typeof body === 'object' && url === '/review/update'
          ? { id: review.id, ...body }
          : body;
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: owner.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect(res.statusCode).toBe(status);
    if (message)
      expect(res.json()).toMatchObject({ code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message });
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('answers malformed JSON, wrong media type, oversize bodies and unknown routes in JSON', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/review',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"symptom": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_JSON', message: 'Malformed JSON body' });

    const media = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.co</email>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const big = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(70 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const missing = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      message: 'Route GET /nowhere not found',
    });

    const badUrl = await t.app.inject({ method: 'GET', url: '/states%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST' });
  });

  it('rejects a reply whose parent is on another surgery', async () => {
    const other = await createReview(t, owner);
    const parent = await postComment(t.app, owner, other.id, 'Parent');
    const before = await tableCounts(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/comment',
      headers: owner.auth,
      payload: { reviewId: review.id, text: 'Reply', commentId: parent.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REPLY_PARENT_MISMATCH' });
    expect(await tableCounts(t.database)).toEqual(before);
  });
});
