/**
 * Email alerts, reminders and the digest end to end on the real queue: the alert, reminder and digest sweeps driven by
 * an injected clock, delivered by the app's own worker to a capturing mailer. Each sweep is
 * called directly (the cron would call the same function) so the test controls when.
 */
import { loadConfig } from '../src/platform/config';
import { EMAIL_SEND_JOB } from '../src/features/email/member-email';
import type { MailMessage } from '../src/platform/mailer';
import { sweepAlerts } from '../src/features/reminders/alerts';
import { sendWeeklyDigests } from '../src/features/reminders/digest';
import { sweepReminders } from '../src/features/reminders/reminders';
import { jobsSettled } from './helpers/jobs-settled';
import { startTestApp, BACKENDS, type Member, type TestApp } from './helpers/test-app';
import { createReview, postComment, postUpdate } from './helpers/writes';

const MIN = 60_000;
const DELAY_SECONDS = 900;

describe.each(BACKENDS)('follow-up emails (%s)', (backend) => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await startTestApp(backend, {
      clock: () => now,
      config: {
        followUps: { alertDelaySeconds: DELAY_SECONDS, sweepIntervalSeconds: 60 },
        jobs: { ...loadConfig({}).jobs, pollSeconds: 0.5 },
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = new Date();
  });

  const mailTo = (m: Member) =>
    t.mail.filter((mail) => mail.to === `${m.username.toLowerCase()}@example.com`);
  /** Every email `m` got once the worker has sent or dropped every queued one (a duplicate included). */
  async function delivered(m: Member): Promise<MailMessage[]> {
    await jobsSettled(t, EMAIL_SEND_JOB);
    return mailTo(m);
  }
  const later = (minutes: number) => {
    now = new Date(Date.now() + minutes * MIN);
  };
  const follow = (m: Member, id: number) =>
    t.app.inject({ method: 'PUT', url: `/follows/${id}`, headers: m.auth });
  const preferences = (m: Member, body: object) =>
    t.app.inject({ method: 'PUT', url: '/account/email-preferences', headers: m.auth, payload: body });

  describe('alerts', () => {
    it('emails unseen comments once per burst, after the delay', async () => {
      const [owner, alice, bob] = [await t.member(), await t.member(), await t.member()];
      const review = await createReview(t, owner);
      await postComment(t.app, alice, review.id, 'How is the knee?');
      await postComment(t.app, bob, review.id, 'Same surgery here <b>too</b>');

      later(14);
      await sweepAlerts(t.app.ctx);
      expect(await delivered(owner)).toEqual([]);

      later(16);
      await sweepAlerts(t.app.ctx);
      await sweepAlerts(t.app.ctx);
      const [mail, ...more] = await delivered(owner);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('2 new comments on your surgery');
      expect(mail?.text).toContain(`${alice.username} commented on your surgery:`);
      expect(mail?.text).toContain('“How is the knee?”');
      expect(mail?.text).toContain(`/surgeries?surgery=${review.id}&comment=`);
      expect(mail?.html).toContain('Same surgery here &#60;b&#62;too&#60;/b&#62;');
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // The next comment is a new burst with its own email (another member's: one member's
      // comments minutes apart become one notification).
      await postComment(t.app, await t.member(), review.id, 'Any news?');
      later(16);
      await sweepAlerts(t.app.ctx);
      const mails = await delivered(owner);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.subject).toBe('A new comment on your surgery');
      expect(mails[1]?.text).toContain('Any news?');
      expect(mails[1]?.text).not.toContain('How is the knee?');
    });

    it('sends nothing for what the member saw in the app, or turned off', async () => {
      const [owner, alice] = [await t.member(), await t.member()];
      const review = await createReview(t, owner);
      await postComment(t.app, alice, review.id, 'Seen in time');
      const read = await t.app.inject({ method: 'POST', url: '/notification/all/read', headers: owner.auth });
      expect(read.statusCode).toBe(204);
      later(16);
      await sweepAlerts(t.app.ctx);

      const other = await t.member();
      const second = await createReview(t, other);
      expect((await preferences(other, { comments: false })).statusCode).toBe(200);
      await postComment(t.app, alice, second.id, 'Nobody emails this');
      later(16);
      await sweepAlerts(t.app.ctx);
      expect(await delivered(owner)).toEqual([]);
      expect(await delivered(other)).toEqual([]);
    });

    it('emails a follower about a followed update, as a followed-journeys email', async () => {
      const [owner, alice] = [await t.member(), await t.member()];
      const review = await createReview(t, owner);
      await follow(alice, review.id);
      await postUpdate(t.app, owner, review.id, {
        symptom: 7,
        description: 'Six weeks: stairs are easy now',
      });
      later(16);
      await sweepAlerts(t.app.ctx);
      const [mail, ...more] = await delivered(alice);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('A new update on a surgery you follow');
      expect(mail?.text).toContain(`${owner.username} posted an update on a surgery you follow:`);
      expect(mail?.text).toContain(`/surgeries?surgery=${review.id}`);
      // The footer's unsubscribe link turns off followed-journey emails only.
      const token = /unsubscribe\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      const unsubscribe = await t.app.inject({ method: 'GET', url: `/email/unsubscribe?token=${token}` });
      expect(unsubscribe.json()).toMatchObject({ kind: 'followed' });
    });
  });

  describe('follow-up reminders', () => {
    /** A surgery of `owner` on `surgeryDate`, posted at `postedAt`. */
    async function journey(owner: Member, surgeryDate: string, postedAt: string) {
      const review = await createReview(t, owner);
      await t.database.db
        .updateTable('reviews')
        .set({ surgery_date: surgeryDate, created_at: postedAt })
        .where('id', '=', review.id)
        .execute();
      return review;
    }

    it('emails the author once at a milestone, with a link to the update wizard', async () => {
      const owner = await t.member();
      const review = await journey(owner, '2026-01-01', '2026-01-02T10:00:00Z');
      now = new Date('2026-02-12T14:59:00Z');
      await sweepReminders(t.app.ctx);
      expect(await delivered(owner)).toEqual([]);

      now = new Date('2026-02-12T15:00:30Z');
      await Promise.all([sweepReminders(t.app.ctx), sweepReminders(t.app.ctx)]);
      await sweepReminders(t.app.ctx);
      const [mail, ...more] = await delivered(owner);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('How are you 6 weeks after your surgery?');
      expect(mail?.text).toContain('It is 6 weeks since your Total Knee Replacement on January 1, 2026.');
      expect(mail?.text).toContain(`http://localhost:3000/${review.id}/update`);
      expect(mail?.html).toContain(`href="http://localhost:3000/${review.id}/update"`);
    });

    it('skips a period with an update, a milestone passed before posting, and a deleted journey', async () => {
      const owner = await t.member();
      const updated = await journey(owner, '2025-11-01', '2025-11-02T10:00:00Z');
      const update = await postUpdate(t.app, owner, updated.id, { symptom: 6, description: 'Day 30' });
      await t.database.db
        .updateTable('updates')
        .set({ created_at: '2025-12-01T09:00:00Z' })
        .where('id', '=', update.id)
        .execute();
      // Its 6-week milestone: 2025-12-13.
      await journey(owner, '2025-11-01', '2025-12-20T10:00:00Z');
      const deleted = await journey(owner, '2025-11-01', '2025-11-02T10:00:00Z');
      const del = await t.app.inject({ method: 'DELETE', url: `/review/${deleted.id}`, headers: owner.auth });
      expect(del.statusCode).toBe(204);

      now = new Date('2025-12-13T15:01:00Z');
      await sweepReminders(t.app.ctx);
      expect(await delivered(owner)).toEqual([]);
    });

    it('respects the reminders preference', async () => {
      const owner = await t.member();
      await journey(owner, '2025-10-01', '2025-10-02T10:00:00Z');
      expect((await preferences(owner, { reminders: false })).statusCode).toBe(200);
      now = new Date('2025-10-15T15:01:00Z');
      await sweepReminders(t.app.ctx);
      expect(await delivered(owner)).toEqual([]);
    });
  });

  describe('weekly digest', () => {
    it('lists the week’s updates of followed journeys, once a week, only when turned on', async () => {
      const [owner, alice, bob] = [await t.member(), await t.member(), await t.member()];
      const review = await createReview(t, owner);
      await follow(alice, review.id);
      await follow(bob, review.id);
      expect((await preferences(alice, { digest: true })).statusCode).toBe(200);
      await postUpdate(t.app, owner, review.id, { symptom: 7, description: 'Week report' });
      later(1);
      await sendWeeklyDigests(t.app.ctx);
      await sendWeeklyDigests(t.app.ctx);
      const [mail, ...more] = await delivered(alice);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('This week on the journeys you follow (1)');
      expect(mail?.text).toContain(`${owner.username}’s Total Knee Replacement: 1 new update`);
      expect(await delivered(bob)).toEqual([]);
    });
  });
});

describe.each(BACKENDS)('the sweeps on the job queue (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      config: {
        followUps: { alertDelaySeconds: 1, sweepIntervalSeconds: 1 },
        jobs: { ...loadConfig({}).jobs, pollSeconds: 0.5 },
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('pick up a due alert by themselves, without anyone calling them', async () => {
    const [owner, alice] = [await t.member(), await t.member()];
    const review = await createReview(t, owner);
    await postComment(t.app, alice, review.id, 'Found by the sweep');
    const to = `${owner.username.toLowerCase()}@example.com`;
    const until = Date.now() + 30_000;
    while (!t.mail.some((m) => m.to === to) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 200));
    expect(t.mail.filter((m) => m.to === to).map((m) => m.subject)).toEqual([
      'A new comment on your surgery',
    ]);
  });
});
