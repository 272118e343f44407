/**
 * A session that ends, ends everywhere (docs/security.md §2): logging out, a password change or
 * reset, 'Sign out everywhere else', revoking one session, deleting the account and a suspension
 * close that session's open notification streams within 2 s, on every API instance, with a final
 * `event: session-ended`; and every stream ticket the session issued stops working at once.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/platform/db/create-database';
import { STREAM_TICKET_REFUSED } from '../src/features/auth/authenticate';
import { changeRole } from '../src/features/moderation/roles';
import { createSession } from '../src/features/auth/sessions';
import { hashToken } from '../src/features/auth/tokens';
import { openSse, type SseStream } from './helpers/sse-client';
import { eventually, listenOnFreePort, sleep, streamTicket } from './helpers/streams';
import { BACKENDS, TEST_RATE_LIMITS, type Member, type TestApp } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { createReview, deleteAccount, postComment } from './helpers/writes';
import { givePassword } from './helpers/passwords';

const PASSWORD = 'tulip ladder 1987';
const WITHIN_MS = 2000;

const isSessionEnded = (e: { event: string }) => e.event === 'session-ended';

/** Resolves when the stream got `session-ended` and was closed by the server, within 2 s. */
async function endsWithSessionEnded(stream: SseStream): Promise<void> {
  const started = Date.now();
  await stream.next(isSessionEnded, WITHIN_MS);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stream.ended,
    new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error('the stream was not closed')), WITHIN_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  expect(stream.events.at(-1)?.event).toBe('session-ended');
}

/** The stream is still open a while after: its own session did not end. */
async function staysOpen(stream: SseStream): Promise<void> {
  const closed = await Promise.race([stream.ended.then(() => true), sleep(300).then(() => false)]);
  expect(closed).toBe(false);
  expect(stream.events.some(isSessionEnded)).toBe(false);
}

/** A second browser of the same member: its own session. */
async function secondSession(t: TestApp, member: Member): Promise<Member> {
  const token = await createSession(t.database.db, member.id);
  return { ...member, token, auth: { authorization: `Bearer ${token}` } };
}

async function sessionId(t: TestApp, member: Member): Promise<number> {
  const row = await t.database.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashToken(member.token))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Opens the stream with `ticket` over HTTP (a stream that opens would never end an inject). */
async function ticketAnswer(base: string, ticket: string): Promise<{ status: number; body: string }> {
  const stream = await openSse(`${base}/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
  if (stream.status === 200) {
    stream.close();
    return { status: 200, body: '' };
  }
  await stream.ended;
  return { status: stream.status, body: stream.text() };
}

describe.each(BACKENDS)('a session that ends closes its streams (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  let base: string;
  beforeAll(async () => {
    base = await listenOnFreePort(t.app);
  });

  const ticketStream = async (member: Member) =>
    openSse(`${base}/notifications/stream?ticket=${encodeURIComponent(await streamTicket(t.app, member))}`);
  const bearerStream = (member: Member) => openSse(`${base}/notifications/stream`, member.auth);
  const logout = (member: Member) => t.app.inject({ method: 'POST', url: '/logout', headers: member.auth });

  it('logging out closes a stream opened with the bearer header, with a final session-ended', async () => {
    const member = await t.member();
    const stream = await bearerStream(member);
    expect(stream.status).toBe(200);
    expect((await logout(member)).statusCode).toBe(204);
    await endsWithSessionEnded(stream);
    expect(t.app.ctx.hub.size(member.id)).toBe(0);
  });

  it('logging out closes a ticket stream and only that session’s: the member’s other browser stays', async () => {
    const member = await t.member();
    const other = await secondSession(t, member);
    const mine = await ticketStream(member);
    const theirs = await ticketStream(other);
    expect((await logout(member)).statusCode).toBe(204);
    await endsWithSessionEnded(mine);
    await staysOpen(theirs);

    // The surviving stream still delivers.
    const author = await t.member();
    const review = await createReview(t, other);
    await postComment(t.app, author, review.id, 'still live');
    await theirs.next((e) => e.event === 'notification');
    theirs.close();
  });

  it('a ticket taken just before logout no longer opens a stream', async () => {
    const member = await t.member();
    const ticket = await streamTicket(t.app, member);
    expect((await logout(member)).statusCode).toBe(204);
    const res = await ticketAnswer(base, ticket);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'STREAM_TICKET_INVALID',
      message: STREAM_TICKET_REFUSED,
    });
  });

  it("'Sign out everywhere else' closes the other sessions' streams and tickets, not this one's", async () => {
    const member = await t.member();
    const other = await secondSession(t, member);
    const mine = await ticketStream(member);
    const theirs = await ticketStream(other);
    const theirTicket = await streamTicket(t.app, other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/sessions/revoke-others',
      headers: member.auth,
    });
    expect(res.statusCode).toBe(204);
    await endsWithSessionEnded(theirs);
    await staysOpen(mine);
    expect((await ticketAnswer(base, theirTicket)).status).toBe(401);
    mine.close();
  });

  it('revoking one session on the account page closes that session’s streams', async () => {
    const member = await t.member();
    const other = await secondSession(t, member);
    const theirs = await bearerStream(other);
    const id = await sessionId(t, other);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/account/sessions/${id}`,
      headers: member.auth,
    });
    expect(res.statusCode).toBe(204);
    await endsWithSessionEnded(theirs);
  });

  it('a password change closes the other sessions’ streams', async () => {
    const member = await t.member();
    await givePassword(t, member.id, PASSWORD);
    const other = await secondSession(t, member);
    const theirs = await ticketStream(other);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/account/password',
      headers: member.auth,
      payload: { currentPassword: PASSWORD, newPassword: 'lantern orchard 4821' },
    });
    expect(res.statusCode).toBe(204);
    await endsWithSessionEnded(theirs);
  });

  it('a password reset closes every stream of the member', async () => {
    const member = await t.member();
    const email = `${member.username.toLowerCase()}@example.com`;
    const stream = await ticketStream(member);
    await t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email } });
    // The mail goes out after the answer.
    await eventually(() => t.mail.some((m) => m.to === email));
    const mail = t.mail.filter((m) => m.to === email).at(-1);
    const link = mail?.text.split('\n').find((line) => line.startsWith('http')) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { token, password: 'lantern orchard 4821' },
    });
    expect(res.statusCode).toBe(200);
    await endsWithSessionEnded(stream);
  });

  it('deleting the account closes its streams', async () => {
    const member = await t.member();
    const other = await secondSession(t, member);
    const streams = [await ticketStream(member), await bearerStream(other)];
    const res = await deleteAccount(t, member.auth, { confirm: 'delete', surgeries: 'delete' });
    expect(res.statusCode).toBe(204);
    await Promise.all(streams.map(endsWithSessionEnded));
  });

  it('a suspension signs the member out: streams closed, tickets refused, the session gone', async () => {
    const moderator = await t.member();
    await changeRole(t.database.db, 'grant', `${moderator.username.toLowerCase()}@example.com`, 'test');
    const author = await t.member();
    const review = await createReview(t, author);
    const comment = await postComment(t.app, author, review.id, 'Buy now');
    const stream = await ticketStream(author);
    const ticket = await streamTicket(t.app, author);
    const res = await t.app.inject({
      method: 'POST',
      url: `/moderation/items/comment/${comment.id}/actions`,
      headers: moderator.auth,
      payload: { action: 'suspend', reason: 'Spam links', days: 7 },
    });
    expect(res.statusCode).toBe(200);
    await endsWithSessionEnded(stream);
    expect((await ticketAnswer(base, ticket)).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/patient/me', headers: author.auth })).statusCode).toBe(
      401,
    );
  });
});

describe('a session that ends closes its streams on every instance (postgres)', () => {
  const t = testAppPerSuite('postgres');
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  let secondBase: string;
  beforeAll(async () => {
    const database = await createDatabase({ databaseUrl: t.databaseUrl as string });
    second = await buildApp({ config: t.config, database, rateLimits: TEST_RATE_LIMITS });
    await second.ready();
    secondBase = await listenOnFreePort(second);
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
  });
  afterAll(async () => closeSecond());

  it('logging out on instance 1 closes the stream held by instance 2 within 2 s', async () => {
    const member = await t.member();
    const bearer = await openSse(`${secondBase}/notifications/stream`, member.auth);
    const ticketed = await openSse(
      `${secondBase}/notifications/stream?ticket=${await streamTicket(t.app, member)}`,
    );
    expect(second.ctx.hub.size(member.id)).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: member.auth })).statusCode).toBe(
      204,
    );
    await Promise.all([endsWithSessionEnded(bearer), endsWithSessionEnded(ticketed)]);
    expect(second.ctx.hub.size(member.id)).toBe(0);
  });

  it('a ticket issued on instance 1 is refused by instance 2 once the session ended', async () => {
    const member = await t.member();
    const ticket = await streamTicket(t.app, member);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers: member.auth })).statusCode).toBe(
      204,
    );
    expect((await ticketAnswer(secondBase, ticket)).status).toBe(401);
  });
});
