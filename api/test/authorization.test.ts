/** Visitor / member / owner × every mutating route: 401, 403 (or 404), 2xx. */
import type { Notification, NotificationPage } from '@journeys/shared/domain';
import { reviewBody } from './helpers/fixtures';
import { BACKENDS, json } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview, postComment, postUpdate } from './helpers/writes';

describe.each(BACKENDS)('authorization matrix (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const stranger = memberPerSuite(t);

  async function fixture() {
    const review = await createReview(t, owner);
    const update = await postUpdate(t.app, owner, review.id, { symptom: 5, description: 'u' });
    const comment = await postComment(t.app, stranger, review.id, 'Hello');
    const [notification] = json<NotificationPage>(
      await t.app.inject({ method: 'GET', url: '/notifications', headers: owner.auth }),
    ).notifications;
    return { review, update, comment, notification: notification as Notification };
  }

  type Ids = Awaited<ReturnType<typeof fixture>>;
  interface Case {
    name: string;
    method: 'POST' | 'PUT' | 'DELETE' | 'GET';
    url: (ids: Ids) => string;
    body?: (ids: Ids) => Record<string, unknown>;
    /** Status for a member who is not the owner/addressee; null when any member may. */
    stranger: number | null;
    ok: number;
  }

  const cases: Case[] = [
    {
      name: 'POST /review',
      method: 'POST',
      url: () => '/review',
      body: () => reviewBody(t.fixtures),
      stranger: null,
      ok: 201,
    },
    {
      name: 'PUT /review',
      method: 'PUT',
      url: () => '/review',
      body: (i) => reviewBody(t.fixtures, { id: i.review.id }),
      stranger: 403,
      ok: 200,
    },
    {
      name: 'POST /review/update',
      method: 'POST',
      url: () => '/review/update',
      body: (i) => ({ id: i.review.id, symptom: 4, description: 'x' }),
      stranger: 403,
      ok: 201,
    },
    {
      name: 'PUT /update/:id',
      method: 'PUT',
      url: (i) => `/update/${i.update.id}`,
      body: () => ({ symptom: 4, description: 'x' }),
      stranger: 403,
      ok: 200,
    },
    {
      name: 'DELETE /update/:id',
      method: 'DELETE',
      url: (i) => `/update/${i.update.id}`,
      stranger: 403,
      ok: 204,
    },
    {
      name: 'POST /comment',
      method: 'POST',
      url: () => '/comment',
      body: (i) => ({ reviewId: i.review.id, text: 'Hi' }),
      stranger: null,
      ok: 201,
    },
    {
      name: 'POST /comment/:id/read',
      method: 'POST',
      url: (i) => `/comment/${i.comment.id}/read`,
      stranger: 403,
      ok: 204,
    },
    {
      name: 'POST /notification/:id/read',
      method: 'POST',
      url: (i) => `/notification/${i.notification.id}/read`,
      stranger: 403,
      ok: 204,
    },
    {
      name: 'POST /notification/all/read',
      method: 'POST',
      url: () => '/notification/all/read',
      stranger: null,
      ok: 204,
    },
    { name: 'GET /notifications', method: 'GET', url: () => '/notifications', stranger: null, ok: 200 },
    {
      name: 'GET /notifications/unread-count',
      method: 'GET',
      url: () => '/notifications/unread-count',
      stranger: null,
      ok: 200,
    },
    { name: 'GET /patient/me', method: 'GET', url: () => '/patient/me', stranger: null, ok: 200 },
    {
      name: 'DELETE /review/:id',
      method: 'DELETE',
      url: (i) => `/review/${i.review.id}`,
      stranger: 403,
      ok: 204,
    },
  ];

  it.each(cases)('$name: visitor 401, stranger, owner 2xx', async (c) => {
    const ids = await fixture();
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: c.method,
        url: c.url(ids),
        headers,
        ...(c.body ? { payload: c.body(ids) } : {}),
      });

    const visitor = await call({});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
    expect((await call({ authorization: 'Bearer not-a-real-token' })).statusCode).toBe(401);

    if (c.stranger !== null) {
      const res = await call(stranger.auth);
      expect(res.statusCode).toBe(c.stranger);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringMatching(/^You can only/),
      });
    }
    expect((await call(owner.auth)).statusCode).toBe(c.ok);
  });

  it('refuses to edit through a stranger and leaves the surgery unchanged', async () => {
    const { review } = await fixture();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/review',
      headers: stranger.auth,
      payload: reviewBody(t.fixtures, { id: review.id, description: 'hijacked' }),
    });
    expect(res.json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You can only change your own surgery',
    });
    const row = await t.database.db
      .selectFrom('reviews')
      .select('description')
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('Went well');
  });

  it('answers 404 for surgeries and updates that do not exist', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/review/999999', headers: owner.auth })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/update/999999',
          headers: owner.auth,
          payload: { symptom: 3, description: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/review/update',
          headers: owner.auth,
          payload: { id: 999999, symptom: 3, description: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a revoked token after logout', async () => {
    const m = await t.member();
    expect((await t.app.inject({ method: 'GET', url: '/patient/me', headers: m.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: m.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/patient/me', headers: m.auth })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/comment',
          headers: m.auth,
          payload: { reviewId: 1, text: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const m = await t.member();
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', m.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/patient/me', headers: m.auth })).statusCode).toBe(401);
  });
});
