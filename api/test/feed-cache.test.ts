/**
 * The cached feed (GET /reviews): the same bytes the route serializer would send, and never a
 * stale page after a feed-changing write — on the same instance at once, on another instance
 * (same Postgres) as soon as NOTIFY feed_changed arrives.
 */
import { reviewPageSchema } from '@journeys/shared/domain';
import type { Review, ReviewPage } from '@journeys/shared/domain';
import { FEED_FILTERS, type FeedFilterKind } from '@journeys/shared/feed-filters';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/platform/db/create-database';
import { listReviews } from '../src/features/feed/reviews-read';
import { BACKENDS, json, TEST_RATE_LIMITS } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview, editReview, postUpdate } from './helpers/writes';

/**
 * A value of each kind of feed filter that no surgery has: the largest int4 id, an unused NPI, a
 * non-word, an answer nobody here gives (the surgeries below say 'Worth it').
 */
const MATCHES_NOTHING = {
  id: '2147483647',
  npi: '0000000000',
  text: 'qxzvjkw',
  worthIt: 'no',
} satisfies Record<FeedFilterKind, string>;

describe.each(BACKENDS)('feed cache (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const reader = memberPerSuite(t);

  const feed = async (url = '/reviews') => json<ReviewPage>(await t.app.inject({ method: 'GET', url }));
  const create = (overrides: Record<string, unknown> = {}) => createReview(t, owner, overrides);
  /** A change behind the API's back: invisible while the page is cached. */
  const sneakyEdit = (id: number, description: string) =>
    t.database.db.updateTable('reviews').set({ description }).where('id', '=', id).execute();

  it('answers the bytes and content type of the zod route serializer, and caches them', async () => {
    await create({ description: 'first' });
    await create({ description: 'second' });
    const res = await t.app.inject({ method: 'GET', url: '/reviews?limit=5' });
    expect(res.statusCode).toBe(200);

    const reference = Fastify();
    reference.setSerializerCompiler(serializerCompiler);
    reference.get('/x', { schema: { response: { 200: reviewPageSchema } } }, async () =>
      listReviews(t.database.db, { limit: 5 }),
    );
    const expected = await reference.inject({ method: 'GET', url: '/x' });
    await reference.close();
    expect(res.body).toBe(expected.body);
    expect(res.headers['content-type']).toBe(expected.headers['content-type']);

    const [top] = (await feed('/reviews?limit=5')).reviews;
    await sneakyEdit(top?.id as number, 'changed behind the cache');
    expect((await feed('/reviews?limit=5')).reviews[0]?.description).toBe('second');
    // Query keys are normalized by the schema: the default limit is the same page as limit=10.
    expect(await feed('/reviews')).toEqual(await feed('/reviews?limit=10'));
  });

  it('shows a new surgery, an edit, a deleted update and a new comment at once', async () => {
    const before = await feed();
    const created = await create({ description: 'brand new' });
    const afterCreate = await feed();
    expect(afterCreate.reviews[0]?.id).toBe(created.id);
    expect(afterCreate.reviews[0]?.patient?.surgeryCount).toBe(
      (before.reviews[0]?.patient?.surgeryCount ?? 0) + 1,
    );

    const edit = await editReview(t, owner, { id: created.id, description: 'edited' });
    expect(edit.statusCode).toBe(200);
    expect((await feed()).reviews[0]?.description).toBe('edited');

    const update = await postUpdate(t.app, owner, created.id, { symptom: 5, description: 'week 2' });
    expect((await feed()).reviews[0]?.updates.map((u) => u.id)).toEqual([update.id]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/update/${update.id}`,
      headers: owner.auth,
      payload: { symptom: 4, description: 'week 3' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await feed()).reviews[0]?.updates[0]?.description).toBe('week 3');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/update/${update.id}`, headers: owner.auth })).statusCode,
    ).toBe(204);
    expect((await feed()).reviews[0]?.updates).toEqual([]);

    const comment = await t.app.inject({
      method: 'POST',
      url: '/comment',
      headers: reader.auth,
      payload: { reviewId: created.id, text: 'Hope you are well' },
    });
    expect(comment.statusCode).toBe(201);
    expect((await feed()).reviews[0]?.commentCount).toBe(1);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/review/${created.id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(204);
    expect((await feed()).reviews.map((r) => r.id)).not.toContain(created.id);
  });

  it('keeps the page on a refused write (4xx)', async () => {
    const [top] = (await feed()).reviews;
    await sneakyEdit(top?.id as number, 'not yet visible');
    const refused = await t.app.inject({ method: 'DELETE', url: `/review/${top?.id}`, headers: reader.auth });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await feed()).reviews[0]?.description).not.toBe('not yet visible');
  });

  if (backend === 'postgres') {
    it('drops the pages of another instance on the same database through NOTIFY', async () => {
      const other = await createDatabase({ databaseUrl: t.databaseUrl as string });
      const second = await buildApp({ config: t.config, database: other, rateLimits: TEST_RATE_LIMITS });
      await second.ready();
      try {
        const feedOf2 = async () => json<ReviewPage>(await second.inject({ method: 'GET', url: '/reviews' }));
        const cached = await feedOf2();
        const top = cached.reviews[0] as Review;
        await sneakyEdit(top.id, 'proves instance 2 serves from its cache');
        expect((await feedOf2()).reviews[0]?.description).toBe(top.description);

        // A write through instance 1 only.
        const created = await create({ description: 'written on instance 1' });
        const started = Date.now();
        let seen = await feedOf2();
        while (seen.reviews[0]?.id !== created.id && Date.now() - started < 3000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = await feedOf2();
        }
        expect(seen.reviews[0]?.id).toBe(created.id);
        // Well inside the 5 s TTL: the notification did it, not the expiry.
        expect(Date.now() - started).toBeLessThan(1500);
        expect(seen.reviews[1]?.description).toBe('proves instance 2 serves from its cache');
      } finally {
        await second.close();
        await other.close();
      }
    });
  }

  it.each(FEED_FILTERS.map((filter) => [filter.name, filter.kind] as const))(
    'never answers a page filtered by %s from the unfiltered page',
    async (name, kind) => {
      await create({ description: 'one to find' });
      expect((await feed()).total).toBeGreaterThan(0);
      const filtered = await feed(`/reviews?${new URLSearchParams({ [name]: MATCHES_NOTHING[kind] })}`);
      expect(filtered).toMatchObject({ reviews: [], total: 0 });
    },
  );
});
