/**
 * Stream tickets: the stream opens with a one-time ticket, not the session token; a
 * ticket works once, for a minute, on any API instance.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { STREAM_AUTH_REQUIRED, STREAM_TICKET_REFUSED } from '../src/features/auth/authenticate';
import { createDatabase } from '../src/platform/db/create-database';
import { openSse } from './helpers/sse-client';
import { isNotification, listenOnFreePort, streamTicket } from './helpers/streams';
import { BACKENDS, TEST_RATE_LIMITS, json, startTestApp } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

describe.each(BACKENDS)('stream tickets (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  let base: string;
  beforeAll(async () => {
    base = await listenOnFreePort(t.app);
  });

  const ticketRows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('stream_tickets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('issues tickets to members only, uncached, valid for 60 s', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/notifications/stream-ticket' });
    expect(visitor.statusCode).toBe(401);

    const member = await t.member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/notifications/stream-ticket',
      headers: member.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json<{ ticket: string; expiresIn: number }>(res);
    expect(body.expiresIn).toBe(60);
    expect(body.ticket).toMatch(/^[\w-]{43}$/);
    expect(body.ticket).not.toBe(member.token);
  });

  it('limits how often one client takes tickets', async () => {
    const limited = await startTestApp(backend, { rateLimits: { ...TEST_RATE_LIMITS, streamTicket: 2 } });
    try {
      const member = await limited.member();
      const take = () =>
        limited.app.inject({ method: 'POST', url: '/notifications/stream-ticket', headers: member.auth });
      expect([(await take()).statusCode, (await take()).statusCode, (await take()).statusCode]).toEqual([
        201, 201, 429,
      ]);
    } finally {
      await limited.close();
    }
  });

  it('opens one stream, once', async () => {
    const member = await t.member();
    const ticket = await streamTicket(t.app, member);
    const first = await openSse(`${base}/notifications/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('text/event-stream');

    const second = await t.app.inject({ method: 'GET', url: `/notifications/stream?ticket=${ticket}` });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'STREAM_TICKET_INVALID', message: STREAM_TICKET_REFUSED });
    expect(t.app.ctx.hub.size(member.id)).toBe(1);
    first.close();
  });

  it('expires, and expired tickets are swept when the next is issued', async () => {
    const member = await t.member();
    const ticket = await streamTicket(t.app, member);
    // A minute and a second pass.
    await t.database.db
      .updateTable('stream_tickets')
      .set({ expires_at: sql<Date>`expires_at - interval '61 seconds'` })
      .execute();
    const late = await t.app.inject({ method: 'GET', url: `/notifications/stream?ticket=${ticket}` });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'STREAM_TICKET_INVALID', message: STREAM_TICKET_REFUSED });

    expect(await ticketRows()).toBeGreaterThan(0);
    await streamTicket(t.app, member);
    expect(await ticketRows()).toBe(1);
  });

  it('does not open with the session token in the URL, or with nothing', async () => {
    const member = await t.member();
    for (const url of [`/notifications/stream?token=${member.token}`, '/notifications/stream']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: STREAM_AUTH_REQUIRED });
    }
    const bogus = await t.app.inject({ method: 'GET', url: '/notifications/stream?ticket=bogus' });
    expect(bogus.statusCode).toBe(401);
  });
});

describe('stream tickets across instances (postgres)', () => {
  const t = testAppPerSuite('postgres');

  it('opens a stream on another instance than the one that issued the ticket', async () => {
    const database = await createDatabase({ databaseUrl: t.databaseUrl as string });
    const second = await buildApp({ config: t.config, database, rateLimits: TEST_RATE_LIMITS });
    try {
      await second.ready();
      const secondBase = await listenOnFreePort(second);
      const owner = await t.member();
      const alice = await t.member();
      const review = await createReview(t, owner);

      const stream = await openSse(
        `${secondBase}/notifications/stream?ticket=${await streamTicket(t.app, owner)}`,
      );
      expect(stream.status).toBe(200);
      await postComment(t.app, alice, review.id, 'Posted on instance one');
      await stream.next(isNotification('Posted on instance one'));
      stream.close();
    } finally {
      await second.close();
      await database.close();
    }
  });
});
