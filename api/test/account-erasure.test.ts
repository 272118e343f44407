/**
 * 'Download my data', 'Delete account' and Facebook's data-deletion callback: what a member, the
 * members who talked to them and Facebook notice afterwards, and a search of every text column of
 * every table for the erased member's email and username.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type {
  AccountExport,
  AuthenticatedUser,
  Comment,
  NotificationPage,
  Profile,
  Review,
  ReviewPage,
} from '@journeys/shared/domain';
import { sql } from 'kysely';
import { BACKENDS, json, type Member, type TestApp } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { createReview, deleteAccount, postComment, postUpdate } from './helpers/writes';
import { readExport } from './helpers/zip';

const APP_SECRET = 'fb-test-secret';
const SITE = 'http://site.test';

/** A signed_request as Facebook builds it: base64url(HMAC-SHA256(payload)) + '.' + base64url(JSON). */
function signedRequest(data: Record<string, unknown>, secret = APP_SECRET): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${signature}.${payload}`;
}

interface Signed extends Member {
  email: string;
  password: string;
}

/** A member who signed up by email through the API, so every row sign-up writes exists. */
async function signUp(t: TestApp, facebookUserId?: string): Promise<Signed> {
  const username = `Zed${randomBytes(4).toString('hex')}`;
  const email = `${username.toLowerCase()}@mail.test`;
  const password = 'correct horse battery';
  await t.app.inject({ method: 'POST', url: '/email/verify', payload: { email } });
  const mail = t.mail.findLast((m) => m.to === email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no verification link');
  const res = await t.app.inject({
    method: 'POST',
    url: '/email/create-password',
    payload: { token, password, username, background: '#bbdefb' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up refused: ${res.body}`);
  const user = json<AuthenticatedUser>(res);
  if (facebookUserId)
    await t.database.db
      .updateTable('users')
      .set({ facebook_user_id: facebookUserId })
      .where('id', '=', user.id)
      .execute();
  return {
    id: user.id,
    token: user.token,
    username,
    email,
    password,
    auth: { authorization: `Bearer ${user.token}` },
  };
}

/** Every (table, column) of a textual type in the public schema, read from information_schema. */
async function textColumns(t: TestApp): Promise<{ table_name: string; column_name: string }[]> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, column_name`.execute(t.database.db);
  return rows;
}

/** 'table.column' of every textual cell containing `needle`, case-insensitively. */
async function cellsContaining(t: TestApp, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { table_name, column_name } of await textColumns(t)) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table_name)}
      where strpos(lower(${sql.ref(column_name)}::text), ${needle.toLowerCase()}) > 0`.execute(t.database.db);
    if ((rows[0]?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

describe.each(BACKENDS)('account export and erasure (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: {
      publicSiteUrl: SITE,
      facebook: { appId: 'test-app', appSecret: APP_SECRET, graphUrl: 'http://127.0.0.1:9' },
    },
  });

  const login = async (m: Signed) =>
    json<{ isValid: boolean }>(
      await t.app.inject({
        method: 'POST',
        url: '/email/validate',
        payload: { email: m.email, password: m.password },
      }),
    ).isValid;
  const thread = async (reviewId: number) =>
    json<Comment[]>(await t.app.inject({ method: 'GET', url: `/comments/${reviewId}` }));
  const surgery = async (id: number) =>
    json<ReviewPage>(await t.app.inject({ method: 'GET', url: `/reviews?surgery=${id}` })).reviews[0];
  const recentMembers = async () => json<Profile[]>(await t.app.inject({ method: 'GET', url: '/users' }));

  /** The victim's surgery with an update, a conversation both ways on theirs and on another's. */
  async function conversation(victim: Signed) {
    const other = await t.member();
    const own = await createReview(t, victim, { description: 'My knee story' });
    await postUpdate(t.app, victim, own.id, { symptom: 4, description: 'Week two' });
    const othersSurgery = await createReview(t, other, { description: 'Hip story' });
    const onOwn = await postComment(t.app, other, own.id, 'How is the knee?');
    const answer = await postComment(t.app, victim, own.id, 'Better, thanks', onOwn.id);
    const onOthers = await postComment(t.app, victim, othersSurgery.id, 'Good luck with the hip');
    const reply = await postComment(t.app, other, othersSurgery.id, 'Thanks a lot', onOthers.id);
    return { other, own, othersSurgery, onOwn, answer, onOthers, reply };
  }

  it('exports the profile, every surgery, update, comment and notification of the member, nothing of others', async () => {
    const victim = await signUp(t);
    const c = await conversation(victim);
    const followed = await t.app.inject({
      method: 'PUT',
      url: `/follows/${c.othersSurgery.id}`,
      headers: victim.auth,
    });
    expect(followed.statusCode).toBe(204);
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/account/email-preferences',
      headers: victim.auth,
      payload: { digest: true },
    });
    expect(chose.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/account/export', headers: victim.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="surgery-journeys-export.zip"');
    const { data, files } = readExport<AccountExport>(res);
    const text = files.get('data.json')?.toString('utf8') ?? '';
    expect(data.profile).toMatchObject({ id: victim.id, username: victim.username, email: victim.email });
    expect(data.surgeries.map((s) => s.id)).toEqual([c.own.id]);
    expect(data.surgeries[0]?.updates.map((u) => u.description)).toEqual(['Week two']);
    expect(data.comments.map((x) => x.id).sort()).toEqual([c.answer.id, c.onOthers.id].sort());
    expect(data.notifications.map((n) => n.sourceCommentId).sort()).toEqual([c.onOwn.id, c.reply.id].sort());
    expect(data.following).toEqual([c.othersSurgery.id]);
    expect(data.emailPreferences).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: true,
      help: true,
      digest: true,
    });
    expect(data.pushPreferences).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: true,
      help: true,
    });
    expect(data.help).toEqual({ calendars: [], memberships: [], signups: [] });
    expect(data.pushDevices).toEqual([]);
    expect(text).not.toContain('Hip story');
    expect(text).not.toContain(`${c.other.username.toLowerCase()}@example.com`);
  });

  it('erases the member in one go, keeping their comments as Deleted member and their surgeries anonymised', async () => {
    const victim = await signUp(t);
    const c = await conversation(victim);
    expect(await login(victim)).toBe(true);
    expect((await recentMembers()).map((m) => m.id)).toContain(victim.id);
    // The search sees the member before: users.email, users.username, email_verifications.email.
    expect(await cellsContaining(t, victim.email)).toEqual(
      expect.arrayContaining(['users.email', 'email_verifications.email']),
    );
    expect(await cellsContaining(t, victim.username)).toContain('users.username');

    const unconfirmed = await deleteAccount(t, victim.auth, { confirm: 'yes', surgeries: 'anonymise' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      message: 'Type delete to confirm',
    });
    expect(
      (await deleteAccount(t, victim.auth, { confirm: 'delete', surgeries: 'maybe' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { surgeries: expect.any(String) },
    });
    expect(await login(victim)).toBe(true);

    expect(
      (await deleteAccount(t, victim.auth, { confirm: 'delete', surgeries: 'anonymise' })).statusCode,
    ).toBe(204);

    // The old session and the old login are gone.
    expect((await t.app.inject({ method: 'GET', url: '/patient/me', headers: victim.auth })).statusCode).toBe(
      401,
    );
    expect(await login(victim)).toBe(false);
    // Not among recent members; the kept surgery has no author.
    expect((await recentMembers()).map((m) => m.id)).not.toContain(victim.id);
    const kept = (await surgery(c.own.id)) as Review;
    expect(kept).toMatchObject({ description: 'My knee story', patient: null, commentCount: 2 });
    expect(kept.updates.map((u) => u.description)).toEqual(['Week two']);
    // Comments stay with no author, replies keep their context.
    const [top] = await thread(c.othersSurgery.id);
    expect(top).toMatchObject({ id: c.onOthers.id, text: 'Good luck with the hip', patient: null });
    expect(top?.nestedComments[0]).toMatchObject({ id: c.reply.id, patient: { id: c.other.id } });
    const [question] = await thread(c.own.id);
    expect(question?.nestedComments[0]).toMatchObject({ id: c.answer.id, patient: null });
    // The other member's notifications from the erased member are gone.
    const theirs = json<NotificationPage>(
      await t.app.inject({ method: 'GET', url: '/notifications', headers: c.other.auth }),
    ).notifications;
    expect(theirs.map((n) => n.sourceCommentId)).not.toContain(c.onOthers.id);
    expect(theirs.map((n) => n.sourceCommentId)).not.toContain(c.answer.id);
    // Replying to a comment of the erased member works and notifies nobody.
    await postComment(t.app, c.other, c.own.id, 'Hope you are well', c.answer.id);

    // Nothing anywhere still holds the email or the username.
    expect(await cellsContaining(t, victim.email)).toEqual([]);
    expect(await cellsContaining(t, victim.username)).toEqual([]);

    // The username is free for sign-up again.
    await t.app.inject({ method: 'POST', url: '/email/verify', payload: { email: 'newcomer@mail.test' } });
    const token = /token=([A-Za-z0-9_-]+)/.exec(
      t.mail.findLast((m) => m.to === 'newcomer@mail.test')?.text ?? '',
    )?.[1];
    const again = await t.app.inject({
      method: 'POST',
      url: '/email/create-password',
      payload: { token, password: 'another good pass', username: victim.username, background: '#e0e0e0' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('deletes the surgeries and updates too when the member chooses so', async () => {
    const victim = await signUp(t);
    const c = await conversation(victim);
    expect((await deleteAccount(t, victim.auth, { confirm: 'delete', surgeries: 'delete' })).statusCode).toBe(
      204,
    );
    expect(await surgery(c.own.id)).toBeUndefined();
    const counts = await t.database.db
      .selectFrom('updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('review_id', '=', c.own.id)
      .executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe(0);
    const [top] = await thread(c.othersSurgery.id);
    expect(top).toMatchObject({ id: c.onOthers.id, patient: null });
    expect(await cellsContaining(t, victim.email)).toEqual([]);
    expect(await cellsContaining(t, victim.username)).toEqual([]);
  });

  it('erases the member named by a correctly signed Facebook request and reports the status', async () => {
    const facebookId = `fb${randomBytes(4).toString('hex')}`;
    const victim = await signUp(t, facebookId);
    const c = await conversation(victim);
    const res = await t.app.inject({
      method: 'POST',
      url: '/facebook/data-deletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        signed_request: signedRequest({ algorithm: 'HMAC-SHA256', issued_at: 1, user_id: facebookId }),
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const answer = json<{ url: string; confirmation_code: string }>(res);
    expect(answer.url).toBe(`${SITE}/facebook-deletion?code=${answer.confirmation_code}`);
    expect(await login(victim)).toBe(false);
    expect((await surgery(c.own.id))?.patient).toBeNull();
    expect(await cellsContaining(t, victim.email)).toEqual([]);
    expect(await cellsContaining(t, facebookId)).toEqual([]);

    const status = await t.app.inject({
      method: 'GET',
      url: `/facebook/data-deletion/${answer.confirmation_code}`,
    });
    expect(status.json()).toEqual({
      confirmationCode: answer.confirmation_code,
      status: 'deleted',
      requestedAt: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url: '/facebook/data-deletion/nope' })).statusCode).toBe(404);

    // An unknown Facebook user still gets a code, with nothing to delete.
    const unknown = json<{ confirmation_code: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/facebook/data-deletion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `signed_request=${signedRequest({ algorithm: 'HMAC-SHA256', user_id: 'nobody' })}`,
      }),
    );
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/facebook/data-deletion/${unknown.confirmation_code}` })
      ).json(),
    ).toMatchObject({ status: 'not_found' });
  });

  it('refuses a signed request with a bad signature and erases nobody', async () => {
    const facebookId = `fb${randomBytes(4).toString('hex')}`;
    const victim = await signUp(t, facebookId);
    const payloads = [
      signedRequest({ algorithm: 'HMAC-SHA256', user_id: facebookId }, 'wrong-secret'),
      signedRequest({ algorithm: 'HMAC-SHA256', user_id: facebookId }).replace(/^./, (ch) =>
        ch === 'A' ? 'B' : 'A',
      ),
      'no-dot-here',
      `.${Buffer.from('{}').toString('base64url')}`,
    ];
    for (const signed of payloads) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/facebook/data-deletion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ signed_request: signed }).toString(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SIGNED_REQUEST_INVALID', message: 'Invalid signed request' });
    }
    expect(await login(victim)).toBe(true);
  });
});
