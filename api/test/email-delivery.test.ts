/**
 * The member email pipeline end to end on the job queue (docs/architecture.md §10): a real SMTP
 * server receives what the worker sends; multipart, headers, idempotency, preferences checked at
 * send time, retries and the dead-letter list.
 */
import { loadConfig } from '../src/platform/config';
import type { StartableJobQueue } from '../src/platform/jobs/queue';
import { EMAIL_SEND_JOB, enqueueMemberEmail, type MemberEmail } from '../src/features/email/member-email';
import { createMailer, type Mailer } from '../src/platform/mailer';
import { jobsSettled } from './helpers/jobs-settled';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { BACKENDS, startTestApp, type TestApp } from './helpers/test-app';
import { createReview } from './helpers/writes';

/** Fast polling and one quick retry, so retries and dead letters happen within a test. */
const FAST_JOBS = { ...loadConfig({}).jobs, pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 };

function email(userId: number, key: string, overrides: Partial<MemberEmail> = {}): MemberEmail {
  return {
    userId,
    kind: 'reminders',
    idempotencyKey: key,
    subject: 'How is your recovery going?',
    text: 'It has been six weeks since your surgery.',
    html: '<p>It has been six weeks since your surgery.</p>',
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('member email delivery (%s)', (backend) => {
  let sink: SmtpSink;
  let t: TestApp;
  let mailer: Mailer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ ...loadConfig({}).mail, smtpUrl: sink.url, log: () => undefined });
    t = await startTestApp(backend, { mailer, config: { jobs: FAST_JOBS } });
  });
  afterAll(async () => {
    await t?.close();
    mailer?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
    sink.onMessage = undefined;
  });
  it('sends a multipart text and HTML email with one-click unsubscribe headers and no images', async () => {
    const m = await t.member();
    await enqueueMemberEmail(t.app.ctx, email(m.id, 'reminder:1:6w', { html: '<p>Six <b>weeks</b></p>' }));
    await sink.waitFor(1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual([`${m.username.toLowerCase()}@example.com`]);
    expect(mail?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.raw).not.toMatch(/<img/i);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(http:\/\/localhost:4000\/email\/unsubscribe\?token=[^>]+)>$/.exec(
      mail?.headers.get('list-unsubscribe') ?? '',
    );
    expect(unsubscribe).not.toBeNull();
    // The one-click link works without a login and turns off reminders only.
    const url = new URL(unsubscribe?.[1] ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'reminders',
      message: 'You are unsubscribed from follow-up reminders. You will not get these emails any more.',
    });
    const prefs = await t.app.inject({ method: 'GET', url: '/account/email-preferences', headers: m.auth });
    expect(prefs.json()).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: false,
      help: true,
      digest: false,
    });
  });

  it('sends once per idempotency key, however often it is queued or its job duplicated', async () => {
    const m = await t.member();
    const e = email(m.id, 'reminder:7:3m');
    await enqueueMemberEmail(t.app.ctx, e);
    await enqueueMemberEmail(t.app.ctx, e);
    // Jobs that escaped the queue's dedupe (another singleton key) still send nothing twice.
    await t.app.ctx.jobs.send(EMAIL_SEND_JOB, e, { singletonKey: 'other-1' });
    await t.app.ctx.jobs.send(EMAIL_SEND_JOB, e, { singletonKey: 'other-2' });
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(sink.received).toHaveLength(1);
    // Queued after it was sent: nothing more.
    await enqueueMemberEmail(t.app.ctx, e);
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(sink.received).toHaveLength(1);
  });

  it('checks preferences again at send time and skips members without an email', async () => {
    const m = await t.member();
    const noEmail = await t.member();
    await t.database.db.updateTable('users').set({ email: null }).where('id', '=', noEmail.id).execute();
    // The digest is off by default: not even queued.
    await enqueueMemberEmail(t.app.ctx, email(m.id, 'digest:1', { kind: 'digest' }));
    await enqueueMemberEmail(t.app.ctx, email(noEmail.id, 'reminder:none'));
    // Queued while on, turned off before the worker got to it.
    await t.app.ctx.jobs.send(EMAIL_SEND_JOB, email(m.id, 'reminder:late'), {
      startAfter: new Date(Date.now() + 1500),
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/account/email-preferences',
      headers: m.auth,
      payload: { reminders: false },
    });
    expect(put.json()).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: false,
      help: true,
      digest: false,
    });
    await enqueueMemberEmail(
      t.app.ctx,
      email(m.id, 'comments:1', { kind: 'comments', subject: 'New reply' }),
    );
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(sink.received.map((r) => r.headers.get('subject'))).toEqual(['New reply']);
    expect(sink.received[0]?.raw).toMatch(/Comments on your journeys/);
  });

  it('drops an email whose surgery was deleted or hidden by moderators after it was queued', async () => {
    const m = await t.member();
    const other = await t.member();
    const deleted = await createReview(t, m);
    const hidden = await createReview(t, other);
    const kept = await createReview(t, other);
    const later = { startAfter: new Date(Date.now() + 1500) };
    const about = (key: string, reviewIds: number[]) =>
      email(m.id, key, { kind: 'comments', subject: key, reviewIds });
    await t.app.ctx.jobs.send(EMAIL_SEND_JOB, about('deleted', [deleted.id]), later);
    await t.app.ctx.jobs.send(EMAIL_SEND_JOB, about('hidden', [hidden.id]), later);
    await t.app.ctx.jobs.send(EMAIL_SEND_JOB, about('one-left', [hidden.id, kept.id]), later);
    const del = await t.app.inject({ method: 'DELETE', url: `/review/${deleted.id}`, headers: m.auth });
    expect(del.statusCode).toBe(204);
    await t.database.db
      .updateTable('reviews')
      .set({ moderation_status: 'hidden' })
      .where('id', '=', hidden.id)
      .execute();
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(sink.received.map((r) => r.headers.get('subject'))).toEqual(['one-left']);
  });

  it('retries a refused delivery with backoff, then sends it once', async () => {
    const start = sink.attempts();
    sink.onMessage = (_mail, index) => {
      if (index === start) throw new Error('451 try again later');
    };
    const m = await t.member();
    await enqueueMemberEmail(t.app.ctx, email(m.id, 'reminder:retry'));
    await jobsSettled(t, EMAIL_SEND_JOB);
    expect(sink.received).toHaveLength(1);
    expect(sink.attempts() - start).toBe(2);
  });

  it('moves a job that fails every try to the dead-letter list', async () => {
    sink.onMessage = () => {
      throw new Error('550 mailbox unavailable');
    };
    const m = await t.member();
    await enqueueMemberEmail(t.app.ctx, email(m.id, 'reminder:dead'));
    const queue = t.app.ctx.jobs as StartableJobQueue;
    const deadline = Date.now() + 25_000;
    let dead = await queue.deadLetters();
    while (dead.length === 0 && Date.now() < deadline) {
      await sleep(500);
      dead = await queue.deadLetters();
    }
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      queue: EMAIL_SEND_JOB,
      data: { idempotencyKey: 'reminder:dead', userId: m.id },
    });
    expect(JSON.stringify(dead[0]?.error)).toMatch(/mailbox unavailable/);
    const delivery = await t.database.db
      .selectFrom('email_deliveries')
      .select('sent_at')
      .where('idempotency_key', '=', 'reminder:dead')
      .executeTakeFirst();
    expect(delivery?.sent_at ?? null).toBeNull();
  });
});
