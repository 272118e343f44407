/** GET /notifications pages by cursor: every notification exactly once, newest first, stable under inserts. */
import {
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  type Comment,
  type NotificationPage,
  type Review,
} from '@journeys/shared/domain';
import { sql } from 'kysely';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { testAppPerSuite, memberPerTest } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

const TOTAL = 130;

describe.each(BACKENDS)('notification pages (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerTest(t);
  const alice = memberPerTest(t);
  let review: Review;
  let comment: Comment;
  beforeEach(async () => {
    review = await createReview(t, owner);
    comment = await postComment(t.app, alice, review.id, 'Hello');
  });

  /** `count` notifications for the owner, three per timestamp so pages must break ties by id. */
  const insertNotifications = async (count: number, secondsAgo = (i: number) => 1000 - Math.floor(i / 3)) => {
    await t.database.db
      .insertInto('notifications')
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: owner.id,
          kind: 'comment' as const,
          actor_id: alice.id,
          review_id: review.id,
          source_comment_id: comment.id,
          text: `note ${i}`,
          created_at: sql<Date>`now() - make_interval(secs => ${secondsAgo(i)})`,
        })),
      )
      .execute();
  };

  const page = async (query: string, who: Member = owner) => {
    const res = await t.app.inject({ method: 'GET', url: `/notifications${query}`, headers: who.auth });
    return { status: res.statusCode, body: json<NotificationPage>(res) };
  };

  /** Ids in the order the list must show them: newest first, the larger id first on a tie. */
  const expectedOrder = async () =>
    (
      await t.database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', owner.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id);

  const allPages = async (limit?: number) => {
    const ids: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams();
      if (cursor) params.set('cursor', cursor);
      if (limit) params.set('limit', String(limit));
      const { status, body } = await page(`?${params.toString()}`);
      expect(status).toBe(200);
      ids.push(...body.notifications.map((n) => n.id));
      sizes.push(body.notifications.length);
      cursor = body.nextCursor;
    } while (cursor);
    return { ids, sizes };
  };

  it(`pages through more than ${NOTIFICATIONS_MAX_PAGE_SIZE} notifications, each exactly once, newest first`, async () => {
    await insertNotifications(TOTAL);
    const expected = await expectedOrder();
    expect(expected).toHaveLength(TOTAL + 1);

    const byDefault = await allPages();
    expect(byDefault.ids).toEqual(expected);
    expect(byDefault.sizes.slice(0, -1).every((s) => s === NOTIFICATIONS_PAGE_SIZE)).toBe(true);

    const byMax = await allPages(NOTIFICATIONS_MAX_PAGE_SIZE);
    expect(byMax.ids).toEqual(expected);
    expect(byMax.sizes).toEqual([NOTIFICATIONS_MAX_PAGE_SIZE, TOTAL + 1 - NOTIFICATIONS_MAX_PAGE_SIZE]);
  });

  it('ends with a null nextCursor when the last page is exactly full', async () => {
    await insertNotifications(NOTIFICATIONS_PAGE_SIZE - 1);
    const { body } = await page('');
    expect(body.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(body.nextCursor).toBeNull();
  });

  it('keeps later pages stable while new notifications arrive', async () => {
    await insertNotifications(2 * NOTIFICATIONS_PAGE_SIZE);
    const before = await expectedOrder();
    const first = (await page('')).body;
    // Alice comments again: a newer notification lands at the top of the list.
    await postComment(t.app, alice, review.id, 'Another');
    const second = (await page(`?cursor=${first.nextCursor}`)).body;
    expect([...first.notifications, ...second.notifications].map((n) => n.id)).toEqual(
      before.slice(0, 2 * NOTIFICATIONS_PAGE_SIZE),
    );
    const fresh = (await page('')).body;
    expect(fresh.notifications[0]?.text).toBe('Another');
  });

  it("shows a member only their own notifications, whoever's cursor they send", async () => {
    await insertNotifications(NOTIFICATIONS_PAGE_SIZE + 5);
    const { body: ownersFirst } = await page('');
    const { status, body } = await page(`?cursor=${ownersFirst.nextCursor}`, alice);
    expect(status).toBe(200);
    expect(body).toEqual({ notifications: [], nextCursor: null });
  });

  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['not base64 JSON', 'garbage!'],
    ['JSON that is not a cursor', forged({ at: '2024-01-01', id: 1 })],
    ['a cursor whose time is not a time', forged(['yesterday', 5])],
    ['a cursor whose time is out of range', forged(['2024-13-45 99:99:99+00', 5])],
    ['a cursor on a day that does not exist', forged(['2024-02-31 10:00:00+00', 5])],
    ['a cursor whose id is not an integer', forged(['2024-01-01 10:00:00+00', '5'])],
    ['a cursor with extra parts', forged(['2024-01-01 10:00:00+00', 5, 'x'])],
    ['a cursor with SQL in it', forged(["2024-01-01'; DROP TABLE notifications; --", 5])],
  ])('refuses %s with a 400 that says what to send', async (_name, cursor) => {
    const { status, body } = await page(`?cursor=${encodeURIComponent(cursor)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'INVALID_CURSOR',
      message: 'Invalid cursor: pass back the nextCursor of a previous page unchanged',
      fieldErrors: { cursor: 'Invalid cursor: pass back the nextCursor of a previous page unchanged' },
    });
  });

  it('refuses an overlong cursor and a limit out of range', async () => {
    expect((await page(`?cursor=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await page('?limit=0')).status).toBe(400);
    const tooMany = await page(`?limit=${NOTIFICATIONS_MAX_PAGE_SIZE + 1}`);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(`limit is at most ${NOTIFICATIONS_MAX_PAGE_SIZE}`);
  });
});
