/**
 * Visitor / member / moderator / suspended owner / owner × every mutating route: 401, 403 (or 404),
 * 2xx. A moderator has no more rights over others' content through these calls than any member
 * (moderators act through /moderation only); a suspended owner may read and delete but not post.
 */
import type { Notification, NotificationPage } from '@journeys/shared/domain';
import { createSession } from '../src/features/auth/sessions';
import { hashToken } from '../src/features/auth/tokens';
import { reviewBody } from './helpers/fixtures';
import { DAY_MS } from './helpers/moderation';
import { BACKENDS, json, type TestApp } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview, deleteAccount, editReview, postComment, postUpdate } from './helpers/writes';
import { readExport } from './helpers/zip';
import { givePassword } from './helpers/passwords';

/** Gives a member the moderator role, straight in the database. */
async function setModerator(t: TestApp, userId: number): Promise<void> {
  await t.database.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', userId).execute();
}

/** Suspends a member until `until`; null lifts the suspension. */
async function suspendUntil(t: TestApp, userId: number, until: Date | null): Promise<void> {
  await t.database.db.updateTable('users').set({ suspended_until: until }).where('id', '=', userId).execute();
}

describe.each(BACKENDS)('authorization matrix (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const stranger = memberPerSuite(t);
  const moderator = memberPerSuite(t);
  beforeAll(async () => {
    await setModerator(t, moderator.id);
  });

  const suspendOwner = (until: Date | null) => suspendUntil(t, owner.id, until);

  async function fixture() {
    const review = await createReview(t, owner);
    const update = await postUpdate(t.app, owner, review.id, { symptom: 5, description: 'u' });
    const comment = await postComment(t.app, stranger, review.id, 'Hello');
    // The owner's own comment: its author is the one who may edit or delete it.
    const ownComment = await postComment(t.app, owner, review.id, 'Mine');
    const [notification] = json<NotificationPage>(
      await t.app.inject({ method: 'GET', url: '/notifications', headers: owner.auth }),
    ).notifications;
    return { review, update, comment, ownComment, notification: notification as Notification };
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
    /** Posts or edits content: a suspended member gets 403 ACCOUNT_SUSPENDED even on their own. */
    posts?: true;
  }

  const cases: Case[] = [
    {
      name: 'POST /review',
      method: 'POST',
      url: () => '/review',
      body: () => reviewBody(t.fixtures),
      stranger: null,
      ok: 201,
      posts: true,
    },
    {
      name: 'PUT /review',
      method: 'PUT',
      url: () => '/review',
      body: (i) => reviewBody(t.fixtures, { id: i.review.id }),
      stranger: 403,
      ok: 200,
      posts: true,
    },
    {
      name: 'POST /review/update',
      method: 'POST',
      url: () => '/review/update',
      body: (i) => ({ id: i.review.id, symptom: 4, description: 'x' }),
      stranger: 403,
      ok: 201,
      posts: true,
    },
    {
      name: 'PUT /update/:id',
      method: 'PUT',
      url: (i) => `/update/${i.update.id}`,
      body: () => ({ symptom: 4, description: 'x' }),
      stranger: 403,
      ok: 200,
      posts: true,
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
      posts: true,
    },
    {
      name: 'PUT /comment/:id',
      method: 'PUT',
      url: (i) => `/comment/${i.ownComment.id}`,
      body: () => ({ text: 'Edited' }),
      stranger: 403,
      ok: 200,
      posts: true,
    },
    {
      name: 'DELETE /comment/:id',
      method: 'DELETE',
      url: (i) => `/comment/${i.ownComment.id}`,
      stranger: 403,
      ok: 204,
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
    // Any member follows any surgery; the owner's own follow is a no-op 204.
    { name: 'GET /follows', method: 'GET', url: () => '/follows', stranger: null, ok: 200 },
    {
      name: 'PUT /follows/:id',
      method: 'PUT',
      url: (i) => `/follows/${i.review.id}`,
      stranger: null,
      ok: 204,
    },
    {
      name: 'DELETE /follows/:id',
      method: 'DELETE',
      url: (i) => `/follows/${i.review.id}`,
      stranger: null,
      ok: 204,
    },
    { name: 'GET /patient/me', method: 'GET', url: () => '/patient/me', stranger: null, ok: 200 },
    // The caller's own data only: there is no id to point at someone else's (see below).
    { name: 'GET /account/export', method: 'GET', url: () => '/account/export', stranger: null, ok: 200 },
    {
      name: 'DELETE /review/:id',
      method: 'DELETE',
      url: (i) => `/review/${i.review.id}`,
      stranger: 403,
      ok: 204,
    },
  ];

  it.each(cases)('$name: visitor 401, stranger, moderator, suspended owner, owner 2xx', async (c) => {
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
      // Being a moderator gives no rights over others' content through the members' calls.
      expect((await call(moderator.auth)).statusCode).toBe(c.stranger);
    } else if (c.method === 'GET') {
      expect((await call(moderator.auth)).statusCode).toBe(c.ok);
    }

    await suspendOwner(new Date(Date.now() + 24 * 60 * 60 * 1000));
    try {
      const suspended = await call(owner.auth);
      if (c.posts) {
        expect(suspended.json()).toMatchObject({
          statusCode: 403,
          code: 'ACCOUNT_SUSPENDED',
          message: expect.stringMatching(/^Your account is suspended until \d{1,2} \w+ \d{4}\.$/),
        });
      } else {
        // Reading, marking read and deleting one's own content stay open while suspended.
        expect(suspended.statusCode).toBe(c.ok);
      }
    } finally {
      await suspendOwner(null);
    }
    if (c.posts) expect((await call(owner.auth)).statusCode).toBe(c.ok);
  });

  it('DELETE /account: visitor 401; a member erases themselves only, never the owner', async () => {
    const account = await t.member();
    const other = await t.member();
    const { review } = await fixture();
    const erase = (headers: Record<string, string>) =>
      deleteAccount(t, headers, { confirm: 'delete', surgeries: 'delete' });
    expect((await erase({})).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await erase({ authorization: 'Bearer not-a-real-token' })).statusCode).toBe(401);
    expect((await erase(other.auth)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/patient/me', headers: account.auth })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/reviews?surgery=${review.id}` })).json(),
    ).toMatchObject({
      reviews: [{ id: review.id, patient: { id: owner.id } }],
    });
    expect((await erase(account.auth)).statusCode).toBe(204);
    expect((await erase(account.auth)).statusCode).toBe(401);
  });

  it("GET /account/export: another member's export holds nothing of the owner", async () => {
    const { review, comment } = await fixture();
    const res = await t.app.inject({ method: 'GET', url: '/account/export', headers: stranger.auth });
    const { data, files } = readExport<{
      profile: { id: number };
      surgeries: { id: number }[];
      comments: { id: number }[];
    }>(res);
    expect(data.profile.id).toBe(stranger.id);
    expect(data.surgeries.map((s) => s.id)).not.toContain(review.id);
    expect(data.comments.map((c) => c.id)).toContain(comment.id);
    expect(files.get('data.json')?.toString('utf8')).not.toContain(owner.username);
  });

  it('POST /facebook/data-deletion needs no session but a valid signature; its status is public', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/facebook/data-deletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...owner.auth },
      payload: 'signed_request=abc.def',
    });
    // Without FACEBOOK_APP_SECRET nothing can be verified: 503, and a member's token changes nothing.
    expect(forged.json()).toMatchObject({ code: 'FACEBOOK_NOT_CONFIGURED' });
    expect((await t.app.inject({ method: 'GET', url: '/patient/me', headers: owner.auth })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/facebook/data-deletion/unknown-code' })).json(),
    ).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });

  it('refuses to edit through a stranger and leaves the surgery unchanged', async () => {
    const { review } = await fixture();
    const res = await editReview(t, stranger, { id: review.id, description: 'hijacked' });
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

/**
 * The account page and password reset calls: each acts on the caller's own account only,
 * so "other member" means a member aiming at the owner's session or data.
 */
describe.each(BACKENDS)('authorization matrix: account security calls (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const PASSWORD = 'granite willow 3390';
  let renames = 0;

  /** A fresh owner with a password and a second signed-in browser, and another member. */
  async function accounts() {
    const owner = await t.member();
    await givePassword(t, owner.id, PASSWORD);
    const secondBrowser = await createSession(t.database.db, owner.id);
    const { id: secondSessionId } = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(secondBrowser))
      .executeTakeFirstOrThrow();
    // The other members: an ordinary one, a moderator and a suspended one each aim at the owner.
    const moderator = await t.member();
    const suspended = await t.member();
    await setModerator(t, moderator.id);
    await suspendUntil(t, suspended.id, new Date(Date.now() + 7 * DAY_MS));
    return { owner, other: await t.member(), moderator, suspended, secondBrowser, secondSessionId };
  }
  type Accounts = Awaited<ReturnType<typeof accounts>>;

  interface AccountCase {
    name: string;
    method: 'POST' | 'PUT' | 'DELETE' | 'GET';
    url: (a: Accounts) => string;
    body?: (a: Accounts) => Record<string, unknown>;
    /** Status for a visitor: 401 for member calls; public calls answer as for anyone. */
    visitor: number;
    /** Status for the other member; null when it acts on their own account (then the owner's must not change). */
    other: number | null;
    ok: number;
  }

  const cases: AccountCase[] = [
    { name: 'GET /account', method: 'GET', url: () => '/account', visitor: 401, other: null, ok: 200 },
    {
      name: 'PUT /account/profile',
      method: 'PUT',
      url: () => '/account/profile',
      // A new name on every call: the other member's change must not take the owner's.
      body: () => ({ username: `Changed ${++renames}`, background: '#bbdefb' }),
      visitor: 401,
      other: null,
      ok: 200,
    },
    {
      name: 'PUT /account/password',
      method: 'PUT',
      url: () => '/account/password',
      // The owner's current password does not unlock another member's account.
      body: () => ({ currentPassword: PASSWORD, newPassword: 'amber canyon 6614' }),
      visitor: 401,
      other: 400,
      ok: 204,
    },
    {
      name: 'POST /account/email',
      method: 'POST',
      url: () => '/account/email',
      body: (a) => ({ email: `moved-${a.owner.id}@example.org` }),
      visitor: 401,
      other: null,
      ok: 202,
    },
    {
      name: 'GET /account/sessions',
      method: 'GET',
      url: () => '/account/sessions',
      visitor: 401,
      other: null,
      ok: 200,
    },
    {
      name: 'DELETE /account/sessions/:id',
      method: 'DELETE',
      url: (a) => `/account/sessions/${a.secondSessionId}`,
      visitor: 401,
      other: 404,
      ok: 204,
    },
    {
      name: 'POST /account/sessions/revoke-others',
      method: 'POST',
      url: () => '/account/sessions/revoke-others',
      visitor: 401,
      other: null,
      ok: 204,
    },
    {
      name: 'GET /account/email-preferences',
      method: 'GET',
      url: () => '/account/email-preferences',
      visitor: 401,
      other: null,
      ok: 200,
    },
    {
      name: 'PUT /account/email-preferences',
      method: 'PUT',
      url: () => '/account/email-preferences',
      // The other member's choice must not become the owner's (checked through ownerView).
      body: () => ({ comments: false, digest: true }),
      visitor: 401,
      other: null,
      ok: 200,
    },
    {
      name: 'POST /email/unsubscribe (public: the signed token is the credential)',
      method: 'POST',
      url: () => '/email/unsubscribe?token=not-a-real-token',
      visitor: 400,
      other: 400,
      ok: 400,
    },
    {
      name: 'POST /account/email/confirm (public: the link works signed out)',
      method: 'POST',
      url: () => '/account/email/confirm',
      body: () => ({ token: 'not-a-real-token' }),
      visitor: 400,
      other: 400,
      ok: 400,
    },
    {
      name: 'POST /password/forgot (public)',
      method: 'POST',
      url: () => '/password/forgot',
      body: (a) => ({ email: `${a.owner.username.toLowerCase()}@example.com` }),
      visitor: 202,
      other: 202,
      ok: 202,
    },
    {
      name: 'POST /password/reset/valid (public)',
      method: 'POST',
      url: () => '/password/reset/valid',
      body: () => ({ token: 'not-a-real-token' }),
      visitor: 200,
      other: 200,
      ok: 200,
    },
    {
      name: 'POST /password/reset (public: the token is the credential)',
      method: 'POST',
      url: () => '/password/reset',
      body: () => ({ token: 'not-a-real-token', password: 'amber canyon 6614' }),
      visitor: 400,
      other: 400,
      ok: 400,
    },
  ];

  it.each(cases)('$name: visitor, other member, moderator, suspended member, owner', async (c) => {
    const a = await accounts();
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: c.method, url: c.url(a), headers, ...(c.body ? { payload: c.body(a) } : {}) });
    const ownerView = async () =>
      Promise.all(
        ['/account', '/account/email-preferences'].map(
          async (url) =>
            (await t.app.inject({ method: 'GET', url, headers: a.owner.auth })).json() as unknown,
        ),
      );
    const browserAlive = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/patient/me',
          headers: { authorization: `Bearer ${a.secondBrowser}` },
        })
      ).statusCode === 200;

    const visitor = await call({});
    expect(visitor.statusCode).toBe(c.visitor);
    if (c.visitor === 401) {
      expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
      expect((await call({ authorization: 'Bearer not-a-real-token' })).statusCode).toBe(401);
    }

    const before = await ownerView();
    for (const someone of [a.other, a.moderator, a.suspended]) {
      const byOther = await call(someone.auth);
      if (c.other !== null) expect(byOther.statusCode).toBe(c.other);
      else expect(byOther.statusCode).toBe(c.ok);
      if (c.method === 'GET') expect(byOther.body).not.toContain(a.owner.username);
      // Whatever the other member did touched only their own account.
      expect(await ownerView()).toEqual(before);
      expect(await browserAlive()).toBe(true);
    }

    expect((await call(a.owner.auth)).statusCode).toBe(c.ok);
  });
});

/**
 * Recovery insights are public aggregates: a visitor, the owner of the surgery and any other
 * member read the same answer, and a session (valid or not) changes nothing.
 */
describe.each(BACKENDS)('authorization matrix: insight calls (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const other = memberPerSuite(t);
  const moderator = memberPerSuite(t);
  const suspended = memberPerSuite(t);
  beforeAll(async () => {
    await setModerator(t, moderator.id);
    await suspendUntil(t, suspended.id, new Date(Date.now() + DAY_MS));
  });

  const cases: { name: string; url: (reviewId: number) => string }[] = [
    { name: 'GET /insights/procedures', url: () => '/insights/procedures' },
    {
      name: 'GET /insights/procedures/:id',
      url: () => `/insights/procedures/${t.fixtures.surgeryTypes.knee}`,
    },
    { name: 'GET /insights/surgeons/:npi', url: () => `/insights/surgeons/${t.fixtures.npis.doe}` },
    { name: 'GET /insights/surgeries/:id/on-track', url: (id) => `/insights/surgeries/${id}/on-track` },
  ];

  it.each(cases)(
    '$name: visitor, owner, other member, moderator, suspended member all 200, the same answer',
    async (c) => {
      const review = await createReview(t, owner);
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: c.url(review.id), headers });
      const visitor = await call({});
      expect(visitor.statusCode).toBe(200);
      for (const headers of [
        owner.auth,
        other.auth,
        moderator.auth,
        suspended.auth,
        { authorization: 'Bearer not-a-real-token' },
      ]) {
        const res = await call(headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(visitor.json());
      }
    },
  );
});

/**
 * What browsers and the metrics scraper call: a failure report needs no session, and a
 * session neither helps nor hurts; with METRICS_TOKEN set, /metrics takes that token only, never
 * a member's session token.
 */
describe.each(BACKENDS)('authorization matrix: client events and metrics (%s)', (backend) => {
  const METRICS_TOKEN = 'scraper-secret-0123456789';
  const t = testAppPerSuite(backend, { config: { metricsToken: METRICS_TOKEN } });
  const member = memberPerSuite(t);

  it('POST /client-events/remote-failure: visitor, member and a bad token all 204', async () => {
    for (const headers of [{}, member.auth, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/client-events/remote-failure',
        headers,
        payload: { remote: 'feed', phase: 'render' },
      });
      expect(res.statusCode).toBe(204);
    }
  });

  it('GET /metrics: visitor and member 401, the scraper with METRICS_TOKEN 200', async () => {
    const scrape = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect((await scrape({})).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await scrape(member.auth)).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
  });
});

/**
 * Trust and safety: reporting is for members (a suspended one too: reporting is not posting);
 * the queue, items and actions are for moderators only — 401 for visitors, 403 for members,
 * suspended or not.
 */
describe.each(BACKENDS)('authorization matrix: moderation calls (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const member = memberPerSuite(t);
  const moderator = memberPerSuite(t);
  const suspended = memberPerSuite(t);
  beforeAll(async () => {
    await setModerator(t, moderator.id);
    await suspendUntil(t, suspended.id, new Date(Date.now() + DAY_MS));
  });

  interface ModerationCase {
    name: string;
    method: 'POST' | 'GET';
    url: (commentId: number) => string;
    body?: (commentId: number) => Record<string, unknown>;
    member: number;
    suspended: number;
    moderator: number;
  }

  const cases: ModerationCase[] = [
    {
      name: 'POST /reports',
      method: 'POST',
      url: () => '/reports',
      body: (id) => ({ itemType: 'comment', itemId: id, reason: 'spam' }),
      member: 201,
      suspended: 201,
      moderator: 201,
    },
    {
      name: 'GET /moderation/queue',
      method: 'GET',
      url: () => '/moderation/queue',
      member: 403,
      suspended: 403,
      moderator: 200,
    },
    {
      name: 'GET /moderation/items/:type/:id',
      method: 'GET',
      url: (id) => `/moderation/items/comment/${id}`,
      member: 403,
      suspended: 403,
      moderator: 200,
    },
    {
      name: 'POST /moderation/items/:type/:id/actions',
      method: 'POST',
      url: (id) => `/moderation/items/comment/${id}/actions`,
      body: () => ({ action: 'dismiss', reason: 'Looks fine' }),
      member: 403,
      suspended: 403,
      moderator: 200,
    },
  ];

  it.each(cases)('$name: visitor 401, member, suspended member, moderator', async (c) => {
    const review = await createReview(t, owner);
    const comment = await postComment(t.app, owner, review.id, 'Reported comment');
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: c.method,
        url: c.url(comment.id),
        headers,
        ...(c.body ? { payload: c.body(comment.id) } : {}),
      });
    expect((await call({})).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect((await call({ authorization: 'Bearer not-a-real-token' })).statusCode).toBe(401);
    const byMember = await call(member.auth);
    expect(byMember.statusCode).toBe(c.member);
    if (c.member === 403) expect(byMember.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call(suspended.auth)).statusCode).toBe(c.suspended);
    expect((await call(moderator.auth)).statusCode).toBe(c.moderator);
    // The author cannot report their own comment, nor reach the queue.
    expect((await call(owner.auth)).statusCode).toBe(c.name === 'POST /reports' ? 400 : 403);
  });
});
