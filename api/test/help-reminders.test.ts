/**
 * The help calendar's news on the real queue: reminders the day before and 2 hours before a slot
 * (exactly once, never late), the owner's morning list, a late cancellation, removal on account
 * erasure, the export; settings honoured. Places and notes reach the slot's helper and the owner
 * only: never another member, a push payload or a log line.
 */
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AccountExport, PushMessage } from '@journeys/shared/domain';
import { EMAIL_SEND_JOB } from '../src/features/email/member-email';
import { sweepHelpReminders } from '../src/features/help/help-reminders';
import { PUSH_FANOUT_JOB, PUSH_SEND_JOB } from '../src/features/push/push-job';
import { loadConfig } from '../src/platform/config';
import { loggerOptions } from '../src/platform/http/logger-options';
import { emailOf, helpApi, needInput } from './helpers/help';
import { jobsSettled } from './helpers/jobs-settled';
import { decryptPush, startPushEndpoint, type PushEndpoint, type TestDevice } from './helpers/push-endpoint';
import { BACKENDS, startTestApp, type Member, type TestApp } from './helpers/test-app';
import { testVapidKeys } from './helpers/vapid';
import { createReview, deleteAccount } from './helpers/writes';
import { readExport } from './helpers/zip';

const PLACE = 'Zebra-Lane-4417';
const NOTES = 'Door-code-8823';
const FACEBOOK_SECRET = 'fb-help-test-secret';

describe.each(BACKENDS)('help reminders (%s)', (backend) => {
  let t: TestApp;
  let endpoint: PushEndpoint;
  let now = new Date('2026-05-10T12:00:00Z');
  let log = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    t = await startTestApp(backend, {
      clock: () => now,
      fastify: { logger: { ...loggerOptions('trace'), stream: sink } },
      config: {
        push: { vapid: testVapidKeys(), allowLoopbackHttp: true },
        facebook: { appId: 'test-app', appSecret: FACEBOOK_SECRET, graphUrl: 'http://127.0.0.1:9' },
        jobs: { ...loadConfig({}).jobs, pollSeconds: 0.5, retryDelaySeconds: 1 },
      },
    });
  }, 120_000);
  afterAll(async () => {
    // Nothing of a need's place or notes was logged, whatever happened in the suite.
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(PLACE);
    expect(log).not.toContain(NOTES);
    await t?.close();
    await endpoint?.close();
  });
  const help = () => helpApi(t);
  const at = (iso: string) => {
    now = new Date(iso);
  };
  async function settled(): Promise<void> {
    await jobsSettled(t, EMAIL_SEND_JOB);
    await jobsSettled(t, PUSH_FANOUT_JOB);
    await jobsSettled(t, PUSH_SEND_JOB);
  }
  const mailsTo = (m: Member) => t.mail.filter((mail) => mail.to === emailOf(m));
  async function withDevice(): Promise<{ member: Member; device: TestDevice }> {
    const member = await t.member();
    const device = endpoint.device();
    const res = await t.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: member.auth,
      payload: device.subscription,
    });
    expect(res.statusCode).toBe(204);
    return { member, device };
  }
  const pushesTo = (device: TestDevice): PushMessage[] =>
    endpoint.received
      .filter((push) => `${endpoint.origin}${push.path}` === device.subscription.endpoint)
      .map((push) => JSON.parse(decryptPush(push.body, device).toString('utf8')) as PushMessage);

  it('reminds a helper the day before and 2 hours before, once each; the owner gets the day’s list', async () => {
    at('2026-05-10T12:00:00Z');
    const { member: owner, device: ownerDevice } = await withDevice();
    const { member: helper, device: helperDevice } = await withDevice();
    const { member: other, device: otherDevice } = await withDevice();
    const review = await createReview(t, owner);
    // 18:00 on 12 May in UTC.
    const need = await help().addNeed(
      owner,
      review.id,
      needInput(now, { place: PLACE, notes: NOTES, people: 2 }),
    );
    await help().join(owner, review.id, helper, other);
    expect((await help().signUp(helper, need.id, need.date)).statusCode).toBe(200);

    await sweepHelpReminders(t.app.ctx);
    at('2026-05-11T17:00:00Z'); // 25 hours ahead: not yet
    await sweepHelpReminders(t.app.ctx);
    await settled();
    expect(mailsTo(helper)).toEqual([]);

    at('2026-05-11T18:30:00Z');
    await sweepHelpReminders(t.app.ctx);
    await sweepHelpReminders(t.app.ctx);
    await settled();
    const [dayBefore, ...more] = mailsTo(helper);
    expect(more).toEqual([]);
    expect(dayBefore?.subject).toBe(`Tomorrow: Meal for ${owner.username}`);
    expect(dayBefore?.text).toContain(PLACE);
    expect(dayBefore?.text).toContain(NOTES);
    expect(dayBefore?.text).toContain(`/help/${review.id}`);
    expect(dayBefore?.text).toContain('18:00–19:00');

    at('2026-05-12T06:59:00Z');
    await sweepHelpReminders(t.app.ctx);
    await settled();
    expect(mailsTo(owner)).toEqual([]);
    at('2026-05-12T07:05:00Z');
    await sweepHelpReminders(t.app.ctx);
    await sweepHelpReminders(t.app.ctx);
    await settled();
    const [morning, ...moreMornings] = mailsTo(owner);
    expect(moreMornings).toEqual([]);
    expect(morning?.subject).toBe('Today’s help, May 12, 2026');
    expect(morning?.text).toContain(PLACE);
    expect(morning?.text).toContain(NOTES);
    expect(morning?.text).toContain(`Helping: ${helper.username}`);
    expect(morning?.text).toContain('1 place still open');

    at('2026-05-12T16:30:00Z');
    await sweepHelpReminders(t.app.ctx);
    await sweepHelpReminders(t.app.ctx);
    at('2026-05-12T18:30:00Z');
    await sweepHelpReminders(t.app.ctx);
    await settled();
    expect(mailsTo(helper).map((m) => m.subject)).toEqual([
      `Tomorrow: Meal for ${owner.username}`,
      `In 2 hours: Meal for ${owner.username}`,
    ]);
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mailsTo(other)).toEqual([]);

    // Pushes: a fixed title and the calendar's address, nothing of the slot.
    const helperPushes = pushesTo(helperDevice);
    expect(helperPushes).toHaveLength(2);
    for (const push of [...helperPushes, ...pushesTo(ownerDevice)]) {
      expect(push).toEqual({
        title: 'News from a help calendar',
        url: `/help/${review.id}`,
        tag: `help-${review.id}`,
      });
      expect(JSON.stringify(push)).not.toContain(PLACE);
    }
    expect(pushesTo(ownerDevice)).toHaveLength(1);
    expect(pushesTo(otherDevice)).toEqual([]);
  });

  it('sends no reminder late, and only the 2-hour one for a sign-up made within 2 hours', async () => {
    at('2026-06-01T12:00:00Z');
    const owner = await t.member();
    const [late, early] = [await t.member(), await t.member()];
    const review = await createReview(t, owner);
    // Owner's morning list: the owner turned help emails off for this test.
    await t.app.inject({
      method: 'PUT',
      url: '/account/email-preferences',
      headers: owner.auth,
      payload: { help: false },
    });
    const soon = await help().addNeed(
      owner,
      review.id,
      needInput(now, { date: '2026-06-01', startTime: '13:30', endTime: '14:00' }),
    );
    const later = await help().addNeed(
      owner,
      review.id,
      needInput(now, { date: '2026-06-03', startTime: '09:00', endTime: '10:00' }),
    );
    await help().join(owner, review.id, late, early);
    await help().signUp(late, soon.id, soon.date);
    await help().signUp(early, later.id, later.date);
    await sweepHelpReminders(t.app.ctx);
    // The server was down from before the day-before time until after the slot started.
    at('2026-06-03T09:30:00Z');
    await sweepHelpReminders(t.app.ctx);
    await settled();
    expect(mailsTo(late).map((m) => m.subject)).toEqual([`In 2 hours: Meal for ${owner.username}`]);
    expect(mailsTo(early)).toEqual([]);
    expect(mailsTo(owner)).toEqual([]);
  });

  it('names the day right: a slot within 24 hours that is later today is "Today", not "Tomorrow"', async () => {
    at('2026-06-10T06:00:00Z');
    const owner = await t.member();
    const helper = await t.member();
    const review = await createReview(t, owner);
    const today = await help().addNeed(
      owner,
      review.id,
      needInput(now, { date: '2026-06-10', startTime: '15:00', endTime: '16:00', kind: 'ride' }),
    );
    await help().join(owner, review.id, helper);
    await help().signUp(helper, today.id, today.date);
    await sweepHelpReminders(t.app.ctx);
    await settled();
    const [reminder, ...more] = mailsTo(helper);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe(`Today: Ride for ${owner.username}`);
    expect(reminder?.text).toContain(`Today you are helping ${owner.username}:`);
  });

  it('tells a helper whose sign-up a change or a deletion removed, with the slot and no place', async () => {
    at('2026-07-01T12:00:00Z');
    const owner = await t.member();
    const helper = await t.member();
    const review = await createReview(t, owner);
    const need = await help().addNeed(
      owner,
      review.id,
      needInput(now, { place: PLACE, notes: NOTES, repeat: 'daily', repeatCount: 3, kind: 'errand' }),
    );
    await help().join(owner, review.id, helper);
    const [first, , third] = need.slots.map((s) => s.date) as [string, string, string];
    await help().signUp(helper, need.id, first);
    await help().signUp(helper, need.id, third);
    // Two days instead of three: the third day's sign-up goes, and its helper is told.
    const changed = await help().inject(owner, 'PUT', `/help/needs/${need.id}`, {
      ...needInput(now, { place: PLACE, notes: NOTES, repeat: 'daily', repeatCount: 2, kind: 'errand' }),
      date: need.date,
    });
    expect(changed.statusCode).toBe(200);
    await settled();
    const [afterChange, ...moreChange] = mailsTo(helper);
    expect(moreChange).toEqual([]);
    expect(afterChange?.subject).toBe('A slot you signed up for was changed');
    expect(afterChange?.text).toContain(`${owner.username}’s help calendar`);
    expect(afterChange?.text).toContain('Errand');
    expect(afterChange?.text).not.toContain(PLACE);
    expect(mailsTo(owner)).toEqual([]);

    // At the same instant: each notice's idempotency key names the sign-ups it removed, not the
    // time (help-notices.ts), so this second notice is not taken for the first.
    expect((await help().inject(owner, 'DELETE', `/help/needs/${need.id}`)).statusCode).toBe(204);
    await settled();
    expect(mailsTo(helper).map((m) => m.subject)).toEqual([
      'A slot you signed up for was changed',
      'A slot you signed up for was changed',
    ]);
    expect(mailsTo(owner)).toEqual([]);
  });

  it('honours the member’s email and push settings', async () => {
    at('2026-07-01T12:00:00Z');
    const owner = await t.member();
    const { member: helper, device } = await withDevice();
    const review = await createReview(t, owner);
    const need = await help().addNeed(owner, review.id, needInput(now));
    await help().join(owner, review.id, helper);
    await help().signUp(helper, need.id, need.date);
    const off = { help: false };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/account/email-preferences',
          headers: helper.auth,
          payload: off,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/account/push-preferences',
          headers: helper.auth,
          payload: off,
        })
      ).statusCode,
    ).toBe(200);
    at('2026-07-02T19:00:00Z');
    await sweepHelpReminders(t.app.ctx);
    await settled();
    expect(mailsTo(helper)).toEqual([]);
    expect(pushesTo(device)).toEqual([]);
  });

  it('tells the owner at once of a cancellation within 24 hours, not of an earlier one', async () => {
    at('2026-08-01T12:00:00Z');
    const { member: owner, device } = await withDevice();
    const helper = await t.member();
    const review = await createReview(t, owner);
    const need = await help().addNeed(
      owner,
      review.id,
      needInput(now, { place: PLACE, notes: NOTES, repeat: 'daily', repeatCount: 2 }),
    );
    await help().join(owner, review.id, helper);
    const [first, second] = need.slots.map((s) => s.date) as [string, string];
    await help().signUp(helper, need.id, first);
    await help().signUp(helper, need.id, second);
    // 54 hours ahead: nobody is told.
    expect((await help().cancel(helper, need.id, first)).statusCode).toBe(204);
    await settled();
    expect(mailsTo(owner)).toEqual([]);
    at('2026-08-03T20:00:00Z'); // 22 hours before the second day's slot
    expect((await help().cancel(helper, need.id, second)).statusCode).toBe(204);
    expect((await help().cancel(helper, need.id, second)).statusCode).toBe(204);
    await settled();
    const [told, ...more] = mailsTo(owner);
    expect(more).toEqual([]);
    expect(told?.subject).toContain(`${helper.username} can no longer help on`);
    expect(told?.text).toContain('18:00–19:00');
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('exports the calendar and sign-ups, and erases them with the account, telling the owner', async () => {
    at('2026-09-01T12:00:00Z');
    const owner = await t.member();
    const helper = await t.member();
    const review = await createReview(t, owner);
    const need = await help().addNeed(owner, review.id, needInput(now, { place: PLACE, notes: NOTES }));
    await help().join(owner, review.id, helper);
    await help().signUp(helper, need.id, need.date);
    await t.app.inject({
      method: 'POST',
      url: `/help/calendars/${review.id}/caregivers`,
      headers: owner.auth,
      payload: { email: 'care@example.org' },
    });

    const exportOf = async (m: Member) => {
      const res = await t.app.inject({ method: 'GET', url: '/account/export', headers: m.auth });
      expect(res.statusCode).toBe(200);
      return readExport<AccountExport>(res).data;
    };
    const mine = (await exportOf(owner)).help;
    expect(mine.calendars).toEqual([
      expect.objectContaining({
        surgeryId: review.id,
        needs: [expect.objectContaining({ id: need.id, place: PLACE, notes: NOTES })],
        pendingCaregivers: [expect.objectContaining({ email: 'care@example.org' })],
      }),
    ]);
    const theirs = (await exportOf(helper)).help;
    expect(theirs.memberships).toEqual([
      { surgeryId: review.id, owner: { userId: owner.id, username: owner.username }, role: 'helper' },
    ]);
    expect(theirs.signups).toEqual([
      expect.objectContaining({ needId: need.id, date: need.date, place: PLACE }),
    ]);

    expect((await deleteAccount(t, helper.auth, { confirm: 'delete', surgeries: 'delete' })).statusCode).toBe(
      204,
    );
    await settled();
    const [told] = mailsTo(owner);
    expect(told?.subject).toBe('A helper left Surgery Journeys');
    expect(told?.text).not.toContain(helper.username);
    const count = async (table: 'help_signups' | 'help_members') =>
      (await t.database.db.selectFrom(table).select('user_id').where('user_id', '=', helper.id).execute())
        .length;
    expect(await count('help_signups')).toBe(0);
    expect(await count('help_members')).toBe(0);

    // The owner leaves, keeping the journey anonymised: its calendar goes all the same.
    expect(
      (await deleteAccount(t, owner.auth, { confirm: 'delete', surgeries: 'anonymise' })).statusCode,
    ).toBe(204);
    for (const table of ['help_calendars', 'help_needs', 'caregiver_invitations'] as const) {
      const rows = await t.database.db
        .selectFrom(table)
        .select('review_id')
        .where('review_id', '=', review.id)
        .execute();
      expect(rows).toEqual([]);
    }
  });

  it("tells the owner when Facebook's data-deletion callback erases a helper with slots ahead", async () => {
    at('2026-09-05T12:00:00Z');
    const owner = await t.member();
    const helper = await t.member();
    const facebookId = 'fb-helper-5521';
    await t.database.db
      .updateTable('users')
      .set({ facebook_user_id: facebookId })
      .where('id', '=', helper.id)
      .execute();
    const review = await createReview(t, owner);
    const need = await help().addNeed(owner, review.id, needInput(now));
    await help().join(owner, review.id, helper);
    await help().signUp(helper, need.id, need.date);

    const payload = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: facebookId })).toString(
      'base64url',
    );
    const signature = createHmac('sha256', FACEBOOK_SECRET).update(payload).digest('base64url');
    const res = await t.app.inject({
      method: 'POST',
      url: '/facebook/data-deletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ signed_request: `${signature}.${payload}` }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json() as object).sort()).toEqual(['confirmation_code', 'url']);
    await settled();
    expect(mailsTo(owner).map((m) => m.subject)).toEqual(['A helper left Surgery Journeys']);
    expect(
      await t.database.db.selectFrom('help_signups').select('id').where('need_id', '=', need.id).execute(),
    ).toEqual([]);
  });
});
