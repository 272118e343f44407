/**
 * The help calendar (docs/product.md §10): who may see and change it, needs and their slots, the
 * messages bad input gets next to each field, the zone's wall-clock times, and the audit rows of
 * caregivers' actions.
 */
import {
  HELP_MESSAGES,
  type HelpCalendar,
  type HelpCalendarList,
  type HelpNeed,
} from '@journeys/shared/domain';
import { dayIn, zonedInstant } from '../src/features/help/zoned-time';
import { emailOf, helpApi, needInput } from './helpers/help';
import { manualClock } from './helpers/manual-clock';
import { memberPerTest, testAppPerSuite } from './helpers/per-suite';
import { BACKENDS, json } from './helpers/test-app';
import { createReview } from './helpers/writes';

describe('zonedInstant', () => {
  it('reads wall-clock times in the zone, across a DST change', () => {
    // Chicago: CST (UTC−6) before 8 March 2026, CDT (UTC−5) after.
    expect(zonedInstant('2026-03-07', '18:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T00:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '18:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T23:00:00.000Z',
    );
    expect(zonedInstant('2026-03-09', '18:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-09T23:00:00.000Z',
    );
    // The autumn change, and a zone east of UTC.
    expect(zonedInstant('2026-11-01', '09:30', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T15:30:00.000Z',
    );
    expect(zonedInstant('2026-10-31', '09:30', 'America/Chicago').toISOString()).toBe(
      '2026-10-31T14:30:00.000Z',
    );
    expect(zonedInstant('2026-05-12', '00:15', 'Europe/Madrid').toISOString()).toBe(
      '2026-05-11T22:15:00.000Z',
    );
    expect(zonedInstant('2026-05-12', '07:00', 'UTC').toISOString()).toBe('2026-05-12T07:00:00.000Z');
    // The skipped hour lands after the jump; an hour that happens twice takes the first.
    expect(zonedInstant('2026-03-08', '02:30', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T08:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', '01:30', 'America/Chicago').toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
    expect(dayIn(new Date('2026-05-12T03:00:00Z'), 'America/Chicago')).toBe('2026-05-11');
  });
});

describe.each(BACKENDS)('help calendar (%s)', (backend) => {
  const clock = manualClock(Date.parse('2026-05-10T12:00:00Z'));
  const t = testAppPerSuite(backend, { clock: clock.now });
  const help = helpApi(t);
  const owner = memberPerTest(t);
  const helper = memberPerTest(t);
  const outsider = memberPerTest(t);

  it('is never shown to a visitor or an outsider (404), and is empty for its owner at first', async () => {
    const review = await createReview(t, owner);
    expect((await help.calendar(null, review.id)).statusCode).toBe(401);
    const hidden = await help.calendar(outsider, review.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The same answer as for a surgery that does not exist.
    expect((await help.calendar(outsider, 99_999_999)).json()).toEqual(hidden.json());
    const empty = await help.calendarOf(owner, review.id);
    expect(empty).toMatchObject({ role: 'owner', timeZone: 'UTC', needs: [], helpers: [], invite: null });
    expect((await help.postNeed(outsider, review.id, needInput(clock.now()))).statusCode).toBe(404);
    expect((await help.postNeed(null, review.id, needInput(clock.now()))).statusCode).toBe(401);
    expect((await help.inject(outsider, 'POST', `/help/calendars/${review.id}/invite`)).statusCode).toBe(404);
  });

  it('lets helpers see and sign up, but only the owner and caregivers change it (403)', async () => {
    const review = await createReview(t, owner);
    const need = await help.addNeed(
      owner,
      review.id,
      needInput(clock.now(), { timeZone: 'America/Chicago' }),
    );
    await help.join(owner, review.id, helper);
    const seen = await help.calendarOf(helper, review.id);
    expect(seen.role).toBe('helper');
    expect(seen.timeZone).toBe('America/Chicago');
    expect(seen.invite).toBeNull();
    expect(seen.pendingCaregivers).toEqual([]);
    expect(seen.owner).toEqual({ userId: owner.id, username: owner.username });
    expect(JSON.stringify(seen)).not.toContain(emailOf(owner));

    expect((await help.postNeed(helper, review.id, needInput(clock.now()))).statusCode).toBe(403);
    expect(
      (await help.inject(helper, 'PUT', `/help/needs/${need.id}`, needInput(clock.now()))).statusCode,
    ).toBe(403);
    expect((await help.inject(helper, 'DELETE', `/help/needs/${need.id}`)).statusCode).toBe(403);
    expect((await help.inject(helper, 'POST', `/help/calendars/${review.id}/invite`)).statusCode).toBe(403);
    expect((await help.inject(outsider, 'DELETE', `/help/needs/${need.id}`)).statusCode).toBe(404);
    expect((await help.signUp(outsider, need.id, need.date)).statusCode).toBe(404);

    const slot = await help.signUp(helper, need.id, need.date);
    expect(slot.statusCode).toBe(200);
    expect(slot.json()).toMatchObject({
      needId: need.id,
      date: need.date,
      open: 0,
      mine: true,
      helpers: [{ userId: helper.id, username: helper.username }],
      // 18:00 in Chicago in May is 23:00 UTC.
      startsAt: `${need.date}T23:00:00.000Z`,
    });
    // Twice is the same.
    expect((await help.signUp(helper, need.id, need.date)).json()).toEqual(slot.json());
    const mine = json<HelpCalendarList>(await help.inject(helper, 'GET', '/help/calendars'));
    expect(mine.calendars).toEqual([
      {
        surgeryId: review.id,
        owner: { userId: owner.id, username: owner.username },
        role: 'helper',
        openThisWeek: 0,
      },
    ]);
    expect((await help.cancel(helper, need.id, need.date)).statusCode).toBe(204);
    const owned = json<HelpCalendarList>(await help.inject(owner, 'GET', '/help/calendars'));
    expect(owned.calendars).toEqual([
      expect.objectContaining({ surgeryId: review.id, role: 'owner', openThisWeek: 1 }),
    ]);
  });

  it('holds at most 200 needs per calendar, so one read stays bounded', async () => {
    const review = await createReview(t, owner);
    await help.addNeed(owner, review.id, needInput(clock.now()));
    const row = await t.database.db
      .selectFrom('help_needs')
      .selectAll()
      .where('review_id', '=', review.id)
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _at, ...copy } = row;
    await t.database.db
      .insertInto('help_needs')
      .values(Array.from({ length: 198 }, () => copy))
      .execute();
    await help.addNeed(owner, review.id, needInput(clock.now()));
    const refused = await help.postNeed(owner, review.id, needInput(clock.now()));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { kind: 'This calendar already has 200 needs. Delete some before adding more.' },
    });
    const { count } = await t.database.db
      .selectFrom('help_needs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('review_id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(200);
  });

  it('keeps a repeating need as one entry with a slot per day', async () => {
    const review = await createReview(t, owner);
    const need = await help.addNeed(
      owner,
      review.id,
      needInput(clock.now(), { repeat: 'daily', repeatCount: 14, people: 2, kind: 'ride' }),
    );
    expect(need.slots).toHaveLength(14);
    expect(need.slots[13]?.date).toBe(
      new Date(Date.parse(`${need.date}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10),
    );
    const weekly = await help.addNeed(
      owner,
      review.id,
      needInput(clock.now(), { repeat: 'weekly', repeatCount: 3 }),
    );
    expect(weekly.slots.map((s) => s.date)).toHaveLength(3);
    const calendar = await help.calendarOf(owner, review.id);
    expect(calendar.needs.map((n) => n.id).sort()).toEqual([need.id, weekly.id].sort());
  });

  it('puts the message next to each field it refuses, and writes nothing', async () => {
    const review = await createReview(t, owner);
    const now = clock.now();
    const refuse = async (body: object, field: string, message: string) => {
      const res = await help.postNeed(owner, review.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
    };
    await refuse(needInput(now, { date: '2026-05-09' }), 'date', HELP_MESSAGES.pastSlot);
    // Today, an hour ago.
    await refuse(
      needInput(now, { date: '2026-05-10', startTime: '11:00', endTime: '13:00' }),
      'date',
      HELP_MESSAGES.pastSlot,
    );
    await refuse(
      needInput(now, { startTime: '18:00', endTime: '17:00' }),
      'endTime',
      HELP_MESSAGES.endBeforeStart,
    );
    await refuse(
      needInput(now, { repeat: 'daily', repeatCount: 61 }),
      'repeatCount',
      HELP_MESSAGES.tooManyRepeats,
    );
    await refuse(needInput(now, { notes: 'x'.repeat(501) }), 'notes', HELP_MESSAGES.notesTooLong);
    await refuse(needInput(now, { place: 'x'.repeat(201) }), 'place', HELP_MESSAGES.placeTooLong);
    await refuse({ ...needInput(now), kind: 'party' }, 'kind', expect.any(String) as unknown as string);
    await refuse({ ...needInput(now), extra: 1 }, '_', expect.any(String) as unknown as string);
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/help/calendars/${review.id}/needs`,
      headers: { ...owner.auth, 'accept-language': 'es' },
      payload: needInput(now, { date: '2026-05-01' }),
    });
    expect(spanish.json()).toMatchObject({
      fieldErrors: { date: 'Elija un día y una hora que aún no hayan pasado.' },
    });
    expect((await help.calendarOf(owner, review.id)).needs).toEqual([]);
    const rows = await t.database.db
      .selectFrom('help_needs')
      .select('id')
      .where('review_id', '=', review.id)
      .execute();
    expect(rows).toEqual([]);
    // Bad ids and dates in the URL: 400, never 500.
    expect((await help.signUp(owner, 1, '2026-13-45')).statusCode).toBe(400);
    expect((await help.inject(owner, 'GET', '/help/calendars/abc')).statusCode).toBe(400);
    expect((await help.inject(owner, 'POST', '/help/invites/accept', { token: '' })).statusCode).toBe(400);
  });

  it('refuses a sign-up for a day that is not the need’s, or has passed', async () => {
    const review = await createReview(t, owner);
    const need = await help.addNeed(owner, review.id, needInput(clock.now()));
    const other = await help.signUp(owner, need.id, '2026-06-30');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fieldErrors: { date: expect.any(String) as unknown as string } });
    clock.advance(3 * 86_400_000);
    try {
      const past = await help.signUp(owner, need.id, need.date);
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ fieldErrors: { date: HELP_MESSAGES.pastSlot } });
    } finally {
      clock.advance(-3 * 86_400_000);
    }
  });

  it('drops the sign-ups a change no longer fits, and deletes needs', async () => {
    const review = await createReview(t, owner);
    const second = await t.member();
    const need = await help.addNeed(
      owner,
      review.id,
      needInput(clock.now(), { repeat: 'daily', repeatCount: 3, people: 2 }),
    );
    await help.join(owner, review.id, helper, second);
    const [d1, , d3] = need.slots.map((s) => s.date) as [string, string, string];
    expect((await help.signUp(helper, need.id, d1)).statusCode).toBe(200);
    expect((await help.signUp(second, need.id, d1)).statusCode).toBe(200);
    expect((await help.signUp(second, need.id, d3)).statusCode).toBe(200);
    const changed = await help.inject(owner, 'PUT', `/help/needs/${need.id}`, {
      ...needInput(clock.now(), { repeat: 'daily', repeatCount: 2, people: 1, startTime: '17:00' }),
      date: need.date,
    });
    expect(changed.statusCode).toBe(200);
    const after = json<HelpNeed>(changed);
    expect(after.slots.map((s) => s.helpers.map((h) => h.userId))).toEqual([[helper.id], []]);
    expect(after.slots[0]?.startsAt).toBe(`${d1}T17:00:00.000Z`);
    const starts = await t.database.db
      .selectFrom('help_signups')
      .select('starts_at')
      .where('need_id', '=', need.id)
      .execute();
    expect(starts.map((s) => new Date(s.starts_at).toISOString())).toEqual([`${d1}T17:00:00.000Z`]);
    expect((await help.inject(owner, 'DELETE', `/help/needs/${need.id}`)).statusCode).toBe(204);
    expect((await help.inject(owner, 'DELETE', `/help/needs/${need.id}`)).statusCode).toBe(404);
    expect((await help.calendarOf(helper, review.id)).needs).toEqual([]);
  });

  it('audits every caregiver action, with no place or notes in the log', async () => {
    const review = await createReview(t, owner);
    const caregiver = await t.member();
    await t.database.db
      .insertInto('help_calendars')
      .values({ review_id: review.id, time_zone: 'UTC' })
      .execute();
    await t.database.db
      .insertInto('help_members')
      .values({ review_id: review.id, user_id: caregiver.id, role: 'caregiver' })
      .execute();
    await help.join(owner, review.id, helper);
    const place = 'Caregiver-only-place-7781';
    const need = await help.addNeed(
      caregiver,
      review.id,
      needInput(clock.now(), { place, notes: 'secret-notes-7781' }),
    );
    expect(
      (await help.inject(caregiver, 'PUT', `/help/needs/${need.id}`, needInput(clock.now(), { people: 2 })))
        .statusCode,
    ).toBe(200);
    expect((await help.inject(caregiver, 'DELETE', `/help/needs/${need.id}`)).statusCode).toBe(204);
    expect((await help.inject(caregiver, 'POST', `/help/calendars/${review.id}/invite`)).statusCode).toBe(
      201,
    );
    expect((await help.inject(caregiver, 'DELETE', `/help/calendars/${review.id}/invite`)).statusCode).toBe(
      204,
    );
    expect(
      (await help.inject(caregiver, 'DELETE', `/help/calendars/${review.id}/helpers/${helper.id}`))
        .statusCode,
    ).toBe(204);
    // A caregiver manages, but cannot name caregivers.
    expect((await help.nameCaregiver(caregiver, review.id, 'x@example.com')).statusCode).toBe(403);
    const rows = await t.database.db
      .selectFrom('moderation_audit')
      .selectAll()
      .where('moderator_id', '=', caregiver.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'caregiver_add_need',
      'caregiver_edit_need',
      'caregiver_delete_need',
      'caregiver_invite_link',
      'caregiver_stop_link',
      'caregiver_remove_helper',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        moderator: caregiver.username,
        item_type: 'surgery',
        item_id: review.id,
        target_user_id: owner.id,
      });
      expect(row.reason).not.toContain('7781');
    }
    // The owner's own actions are not audited.
    await help.addNeed(owner, review.id, needInput(clock.now()));
    expect(
      await t.database.db
        .selectFrom('moderation_audit')
        .select('id')
        .where('moderator_id', '=', owner.id)
        .execute(),
    ).toEqual([]);
  });

  it('keeps a hidden journey’s calendar to its owner', async () => {
    const review = await createReview(t, owner);
    await help.addNeed(owner, review.id, needInput(clock.now()));
    await help.join(owner, review.id, helper);
    await t.database.db
      .updateTable('reviews')
      .set({ moderation_status: 'hidden' })
      .where('id', '=', review.id)
      .execute();
    expect((await help.calendar(helper, review.id)).statusCode).toBe(404);
    expect((await help.calendar(owner, review.id)).statusCode).toBe(200);
    const calendar: HelpCalendar = await help.calendarOf(owner, review.id);
    expect(calendar.helpers).toHaveLength(1);
  });
});
