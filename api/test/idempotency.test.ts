/**
 * Idempotency-Key on the create routes: a retried or duplicated request with the same key gets
 * the first answer and writes nothing more, even when 20 arrive at once.
 */
import type { Comment, HelpNeed, Review, Update } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { reviewBody } from './helpers/fixtures';
import { needInput } from './helpers/help';
import { BACKENDS, json, tableCounts, type Member } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview } from './helpers/writes';

describe.each(BACKENDS)('Idempotency-Key (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const reader = memberPerSuite(t);
  let review: Review;
  let keySeq = 0;
  const newKey = () => `key-${backend}-${++keySeq}-${Date.now()}`;

  beforeAll(async () => {
    review = await createReview(t, owner);
  });

  function post(url: string, member: Member, payload: Record<string, unknown>, key?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...member.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  }

  it('20 concurrent identical comments with one key create one comment and one notification', async () => {
    const key = newKey();
    const before = await tableCounts(t.database);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/comment', reader, { reviewId: review.id, text: 'Once only' }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => json<Comment>(a).id));
    expect(ids.size).toBe(1);
    const after = await tableCounts(t.database);
    expect(after.comments).toBe((before.comments ?? 0) + 1);
    expect(after.notifications).toBe((before.notifications ?? 0) + 1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
  });

  it('20 concurrent identical surgeries with one key create one surgery', async () => {
    const key = newKey();
    const before = await tableCounts(t.database);
    const payload = reviewBody(t.fixtures, { description: 'Posted from a flaky connection' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/review', owner, payload, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => json<Review>(a).id)).size).toBe(1);
    const after = await tableCounts(t.database);
    expect(after.reviews).toBe((before.reviews ?? 0) + 1);
    expect(after.review_procedures).toBe((before.review_procedures ?? 0) + 1);
  });

  it('20 concurrent identical help needs with one key add one need', async () => {
    const key = newKey();
    const needs = async () =>
      (await t.database.db.selectFrom('help_needs').select('id').where('review_id', '=', review.id).execute())
        .length;
    const before = await needs();
    const payload = needInput(new Date(), { kind: 'ride', place: 'Clinic on 5th', people: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/help/calendars/${review.id}/needs`, owner, payload, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => json<HelpNeed>(a).id)).size).toBe(1);
    expect(await needs()).toBe(before + 1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
  });

  it('replays the first answer, status and body, to a retried update', async () => {
    const key = newKey();
    const payload = { id: review.id, symptom: 4, rating: 3, description: 'Walking again' };
    const first = await post('/review/update', owner, payload, key);
    expect(first.statusCode).toBe(201);
    const before = await tableCounts(t.database);
    const retry = await post('/review/update', owner, payload, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(json<Update>(retry).id).toBe(json<Update>(first).id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('refuses the same key with a different body, writing nothing', async () => {
    const key = newKey();
    expect((await post('/comment', owner, { reviewId: review.id, text: 'Original' }, key)).statusCode).toBe(
      201,
    );
    const before = await tableCounts(t.database);
    const other = await post('/comment', owner, { reviewId: review.id, text: 'Something else' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Content',
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key for new content.',
    });
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('scopes a key to the member and the route', async () => {
    const key = newKey();
    const before = await tableCounts(t.database);
    const mine = await post('/comment', owner, { reviewId: review.id, text: 'Same key' }, key);
    const theirs = await post('/comment', reader, { reviewId: review.id, text: 'Same key' }, key);
    const update = await post(
      '/review/update',
      owner,
      { id: review.id, symptom: 5, description: 'Same key' },
      key,
    );
    expect([mine.statusCode, theirs.statusCode, update.statusCode]).toEqual([201, 201, 201]);
    expect(json<Comment>(mine).id).not.toBe(json<Comment>(theirs).id);
    const after = await tableCounts(t.database);
    expect(after.comments).toBe((before.comments ?? 0) + 2);
    expect(after.updates).toBe((before.updates ?? 0) + 1);
  });

  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    const first = await post('/comment', owner, { reviewId: review.id, text: 'Yesterday' }, key);
    expect(first.statusCode).toBe(201);
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`.execute(
      t.database.db,
    );
    const later = await post('/comment', owner, { reviewId: review.id, text: 'Today' }, key);
    expect(later.statusCode).toBe(201);
    expect(json<Comment>(later).id).not.toBe(json<Comment>(first).id);
    const again = await post('/comment', owner, { reviewId: review.id, text: 'Today' }, key);
    expect(json<Comment>(again).id).toBe(json<Comment>(later).id);
  });

  it('does not remember a request that failed, so its retry runs again', async () => {
    const key = newKey();
    const missing = await post('/comment', owner, { reviewId: 999999, text: 'Hello' }, key);
    expect(missing.statusCode).toBe(404);
    const fixed = await post('/comment', owner, { reviewId: review.id, text: 'Hello' }, key);
    expect(fixed.statusCode).toBe(201);
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
    ['a control character', 'a\u0001b'],
  ])('refuses a key that is %s with 400, writing nothing', async (_name, key) => {
    const before = await tableCounts(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/comment',
      headers: { ...owner.auth, 'idempotency-key': Buffer.from(key, 'utf8').toString('latin1') },
      payload: { reviewId: review.id, text: 'Key check' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
    });
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('without a key, every request is new', async () => {
    const before = await tableCounts(t.database);
    await post('/comment', owner, { reviewId: review.id, text: 'Twice' });
    await post('/comment', owner, { reviewId: review.id, text: 'Twice' });
    expect((await tableCounts(t.database)).comments).toBe((before.comments ?? 0) + 2);
  });

  it('lets browsers send the header across origins', async () => {
    const origin = t.config.corsOrigins[0] ?? 'http://localhost:3000';
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/comment',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });
});
