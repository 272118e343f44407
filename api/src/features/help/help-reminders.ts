/**
 * The help calendar's reminder sweep, run by the job queue like the follow-up reminders: a
 * helper's email and push the day before and 2 hours before their slot, and the owner's list of
 * the day's help each morning from 07:00 in the calendar's zone. Each reminder is claimed once in
 * help_reminders_sent before it is queued (a sweep run twice, or by two workers, sends it once);
 * a claim whose queueing failed is released, so the next sweep tries again. A reminder whose time
 * passed while no sweep ran is not sent once its slot has started, and a 'day before' reminder
 * not sent by 2 hours before gives way to the 2-hour one.
 */
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { enqueueMemberEmail } from '../email';
import { helpPush, queuePushes } from '../push';
import { helperReminderEmail, morningEmail, type MorningSlot, type ReminderWhen } from './help-emails';
import { slotTimesOf, type NeedTiming } from './need-days';
import { dayIn, timeIn } from './zoned-time';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The owner's list goes from this time on, in the calendar's zone. */
export const MORNING_TIME = '07:00';

/** Which reminder a slot starting at `startsAt` is due at `now`, or null. */
export function dueReminder(startsAt: Date, now: Date): ReminderWhen | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0 || ahead > DAY_MS) return null;
  return ahead <= 2 * HOUR_MS ? '2-hours' : 'day-before';
}

async function claim(ctx: AppContext, key: string): Promise<boolean> {
  const row = await ctx.db
    .insertInto('help_reminders_sent')
    .values({ reminder_key: key })
    .onConflict((oc) => oc.column('reminder_key').doNothing())
    .returning('reminder_key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims `key`, then runs `send`; a failed send gives the claim back for the next sweep. */
async function once(ctx: AppContext, key: string, send: () => Promise<void>): Promise<boolean> {
  if (!(await claim(ctx, key))) return false;
  try {
    await send();
  } catch (err) {
    await ctx.db.deleteFrom('help_reminders_sent').where('reminder_key', '=', key).execute();
    throw err;
  }
  return true;
}

async function sweepHelpers(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db
    .selectFrom('help_signups as s')
    .innerJoin('help_needs as n', 'n.id', 's.need_id')
    .innerJoin('reviews as r', 'r.id', 'n.review_id')
    .innerJoin('users as o', 'o.id', 'r.user_id')
    .innerJoin('help_calendars as c', 'c.review_id', 'n.review_id')
    .select([
      'c.time_zone',
      's.id',
      's.user_id',
      (eb) => eb.cast<string>('s.day', 'text').as('day'),
      's.starts_at',
      'n.review_id',
      'n.kind',
      'n.start_time',
      'n.end_time',
      'n.place',
      'n.notes',
      'o.username as owner',
    ])
    .where('s.starts_at', '>', now)
    .where('s.starts_at', '<=', new Date(now.getTime() + DAY_MS))
    // A hidden journey's calendar is its owner's alone: its helpers hear nothing of it.
    .where('r.moderation_status', 'is', null)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  let sent = 0;
  for (const row of rows) {
    const when = dueReminder(new Date(row.starts_at), now);
    if (!when) continue;
    const done = await once(ctx, `signup:${row.id}:${when}`, async () => {
      await enqueueMemberEmail(ctx, {
        userId: row.user_id,
        kind: 'help',
        idempotencyKey: `help:signup:${row.id}:${when}`,
        inLanguage: (language) =>
          helperReminderEmail(
            {
              userId: row.user_id,
              signupId: row.id,
              reviewId: row.review_id,
              owner: row.owner,
              when,
              // 24 hours ahead may still be today where the slot is: the email names the day right.
              today: row.day === dayIn(now, row.time_zone),
              slot: {
                kind: row.kind,
                day: row.day,
                startTime: row.start_time,
                endTime: row.end_time,
                place: row.place,
                notes: row.notes,
              },
            },
            ctx.config.publicSiteUrl,
            language,
          ),
      });
      await queuePushes(ctx, [helpPush(row.user_id, row.review_id)]);
    });
    if (done) sent += 1;
  }
  return sent;
}

async function sweepMornings(ctx: AppContext, now: Date): Promise<number> {
  const utcDay = now.toISOString().slice(0, 10);
  // Needs that may have a slot today somewhere on Earth (a day either side of UTC's).
  const needs = await ctx.db
    .selectFrom('help_needs as n')
    .innerJoin('help_calendars as c', 'c.review_id', 'n.review_id')
    .innerJoin('reviews as r', 'r.id', 'n.review_id')
    .select([
      'n.id',
      'n.review_id',
      'r.user_id',
      'c.time_zone',
      'n.kind',
      (eb) => eb.cast<string>('n.first_day', 'text').as('first_day'),
      'n.start_time',
      'n.end_time',
      'n.place',
      'n.notes',
      'n.people',
      'n.repeat',
      'n.repeat_count',
    ])
    .where('r.user_id', 'is not', null)
    .where(sql<boolean>`n.first_day <= ${utcDay}::date + 1`)
    .where(
      sql<boolean>`n.first_day + (n.repeat_count - 1) * (CASE n.repeat WHEN 'weekly' THEN 7 ELSE 1 END) >= ${utcDay}::date - 1`,
    )
    .orderBy('n.review_id')
    .orderBy('n.start_time')
    .orderBy('n.id')
    .execute();

  const byCalendar = new Map<number, typeof needs>();
  for (const need of needs) byCalendar.set(need.review_id, [...(byCalendar.get(need.review_id) ?? []), need]);
  let sent = 0;
  for (const [reviewId, list] of byCalendar) {
    const first = list[0];
    if (!first?.user_id) continue;
    const ownerId = first.user_id;
    const zone = first.time_zone;
    if (timeIn(now, zone) < MORNING_TIME) continue;
    const today = dayIn(now, zone);
    const todays = list.filter((need) => {
      const timing: NeedTiming = {
        firstDay: need.first_day,
        startTime: need.start_time,
        endTime: need.end_time,
        repeat: need.repeat,
        repeatCount: need.repeat_count,
      };
      return slotTimesOf(timing, zone).some((slot) => slot.day === today);
    });
    if (todays.length === 0) continue;
    const helpers = await ctx.db
      .selectFrom('help_signups as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.need_id', 'u.username'])
      .where(
        's.need_id',
        'in',
        todays.map((n) => n.id),
      )
      .where('s.day', '=', today)
      .orderBy('s.created_at')
      .execute();
    const slots: MorningSlot[] = todays.map((need) => {
      const names = helpers.filter((h) => h.need_id === need.id).map((h) => h.username);
      return {
        kind: need.kind,
        day: today,
        startTime: need.start_time,
        endTime: need.end_time,
        place: need.place,
        notes: need.notes,
        helpers: names,
        open: Math.max(0, need.people - names.length),
      };
    });
    const done = await once(ctx, `morning:${reviewId}:${today}`, async () => {
      await enqueueMemberEmail(ctx, {
        userId: ownerId,
        kind: 'help',
        idempotencyKey: `help:morning:${reviewId}:${today}`,
        inLanguage: (language) =>
          morningEmail({ userId: ownerId, reviewId, day: today, slots }, ctx.config.publicSiteUrl, language),
      });
      await queuePushes(ctx, [helpPush(ownerId, reviewId)]);
    });
    if (done) sent += 1;
  }
  return sent;
}

/** Queues every help reminder due at the context's clock; returns how many were queued. */
export async function sweepHelpReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  return (await sweepHelpers(ctx, now)) + (await sweepMornings(ctx, now));
}
