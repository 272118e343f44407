/**
 * What the owner (or a caregiver) needs: adding, changing and deleting needs. A change that takes
 * days away or lowers the number of people drops the sign-ups that no longer fit; the caller tells
 * their helpers once the change has committed.
 */
import { HELP_LIMITS, type HelpKind, type HelpNeedInput } from '@journeys/shared/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Db } from '../../platform/db/db-types';
import { inTransaction } from '../../platform/db/in-transaction';
import { notFound } from '../../platform/errors';
import { auditCaregiverAction } from './audit-caregiver';
import { lockCalendar, ownerOf } from './calendars';
import { requireHelpManager } from './help-access';
import type { DroppedSignup } from './help-notices';
import { pastSlot, tooManyNeeds } from './help-errors';
import { daysOf, slotTime, type NeedTiming } from './need-days';

function timingOfInput(input: HelpNeedInput): NeedTiming {
  return {
    firstDay: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    repeat: input.repeat,
    repeatCount: input.repeat === 'none' ? 1 : input.repeatCount,
  };
}

function rowOf(input: HelpNeedInput) {
  return {
    kind: input.kind,
    first_day: input.date,
    start_time: input.startTime,
    end_time: input.endTime,
    place: input.place,
    notes: input.notes,
    people: input.people,
    repeat: input.repeat,
    repeat_count: input.repeat === 'none' ? 1 : input.repeatCount,
  };
}

/** The need's surgery, or 404 (a need of a calendar the member cannot see does not exist for them). */
export async function surgeryOfNeed(db: Db, needId: number): Promise<number> {
  const row = await db
    .selectFrom('help_needs')
    .select('review_id')
    .where('id', '=', needId)
    .executeTakeFirst();
  if (!row) throw notFound('Help need');
  return row.review_id;
}

export async function addNeed(
  db: Db,
  reviewId: number,
  userId: number,
  input: HelpNeedInput,
  now: Date,
): Promise<number> {
  const role = await requireHelpManager(db, reviewId, userId);
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId, input.timeZone);
    const timing = timingOfInput(input);
    if (slotTime(timing, timing.firstDay, calendar.timeZone).startsAt <= now) throw pastSlot();
    // Counted under the calendar's lock, so two adds at once cannot both pass the limit.
    const { count } = await trx
      .selectFrom('help_needs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('review_id', '=', reviewId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= HELP_LIMITS.needsMax) throw tooManyNeeds();
    const { id } = await trx
      .insertInto('help_needs')
      .values({ ...rowOf(input), review_id: reviewId, created_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (role === 'caregiver')
      await auditCaregiverAction(trx, {
        caregiverId: userId,
        ownerId: calendar.ownerId,
        action: 'caregiver_add_need',
        itemType: 'surgery',
        itemId: reviewId,
      });
    return id;
  });
}

interface SignupOfNeed {
  id: number;
  day: string;
  user_id: number;
}

async function signupsOf(trx: Transaction<Database>, needId: number): Promise<SignupOfNeed[]> {
  return trx
    .selectFrom('help_signups')
    .select(['id', (eb) => eb.cast<string>('day', 'text').as('day'), 'user_id'])
    .where('need_id', '=', needId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** What each helper whose sign-up a change or deletion removed is told; the one who made it knows. */
async function droppedNotices(
  trx: Transaction<Database>,
  reviewId: number,
  actorId: number,
  signups: readonly { id: number; day: string; user_id: number }[],
  need: { kind: HelpKind; start_time: string; end_time: string },
): Promise<DroppedSignup[]> {
  const owner = await ownerOf(trx, reviewId);
  return signups
    .filter((s) => s.user_id !== actorId)
    .map((s) => ({
      signupId: s.id,
      userId: s.user_id,
      reviewId,
      owner: owner?.username ?? '',
      slot: { kind: need.kind, day: s.day, startTime: need.start_time, endTime: need.end_time },
    }));
}

/** PUT /help/needs/:id: returns the sign-ups it dropped (to tell their helpers). */
export async function changeNeed(
  db: Db,
  needId: number,
  userId: number,
  input: HelpNeedInput,
  now: Date,
): Promise<DroppedSignup[]> {
  const reviewId = await surgeryOfNeed(db, needId);
  const role = await requireHelpManager(db, reviewId, userId);
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId);
    const before = await trx
      .selectFrom('help_needs')
      .select([
        (eb) => eb.cast<string>('first_day', 'text').as('first_day'),
        'start_time',
        'kind',
        'end_time',
      ])
      .where('id', '=', needId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Help need');
    const timing = timingOfInput(input);
    const moved = before.first_day !== input.date || before.start_time !== input.startTime;
    // A need already under way keeps its first day; a new first slot must still be ahead.
    if (moved && slotTime(timing, timing.firstDay, calendar.timeZone).startsAt <= now) throw pastSlot();
    await trx.updateTable('help_needs').set(rowOf(input)).where('id', '=', needId).execute();

    const days = new Set(daysOf(timing));
    const kept = new Map<string, number>();
    const drop: SignupOfNeed[] = [];
    for (const s of await signupsOf(trx, needId)) {
      const taken = kept.get(s.day) ?? 0;
      if (!days.has(s.day) || taken >= input.people) drop.push(s);
      else kept.set(s.day, taken + 1);
    }
    if (drop.length > 0)
      await trx
        .deleteFrom('help_signups')
        .where(
          'id',
          'in',
          drop.map((s) => s.id),
        )
        .execute();
    // The time may have changed: each remaining sign-up's instant follows (the reminders read it).
    for (const day of kept.keys())
      await trx
        .updateTable('help_signups')
        .set({ starts_at: slotTime(timing, day, calendar.timeZone).startsAt })
        .where('need_id', '=', needId)
        .where('day', '=', day)
        .execute();
    if (role === 'caregiver')
      await auditCaregiverAction(trx, {
        caregiverId: userId,
        ownerId: calendar.ownerId,
        action: 'caregiver_edit_need',
        itemType: 'surgery',
        itemId: reviewId,
      });
    return droppedNotices(trx, reviewId, userId, drop, before);
  });
}

/** DELETE /help/needs/:id: returns the sign-ups of days still ahead (to tell their helpers). */
export async function deleteNeed(
  db: Db,
  needId: number,
  userId: number,
  now: Date,
): Promise<DroppedSignup[]> {
  const reviewId = await surgeryOfNeed(db, needId);
  const role = await requireHelpManager(db, reviewId, userId);
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId);
    const need = await trx
      .selectFrom('help_needs')
      .select(['kind', 'start_time', 'end_time'])
      .where('id', '=', needId)
      .forUpdate()
      .executeTakeFirst();
    if (!need) throw notFound('Help need');
    const ahead = await trx
      .selectFrom('help_signups')
      .select(['id', (eb) => eb.cast<string>('day', 'text').as('day'), 'user_id'])
      .where('need_id', '=', needId)
      .where('starts_at', '>', now)
      .execute();
    await trx.deleteFrom('help_needs').where('id', '=', needId).execute();
    if (role === 'caregiver')
      await auditCaregiverAction(trx, {
        caregiverId: userId,
        ownerId: calendar.ownerId,
        action: 'caregiver_delete_need',
        itemType: 'surgery',
        itemId: reviewId,
      });
    return droppedNotices(trx, reviewId, userId, ahead, need);
  });
}
