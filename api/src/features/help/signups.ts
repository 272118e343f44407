/**
 * 'I can help' and 'I can't make it anymore'. Taking a place is decided under a lock on the need
 * row: of two members taking the last place at once, the second waits, counts the first's sign-up
 * and is told the slot was just taken (docs/security.md §15).
 */
import type { Db } from '../../platform/db/db-types';
import { inTransaction } from '../../platform/db/in-transaction';
import { notFound } from '../../platform/errors';
import { calendarZone, ownerOf } from './calendars';
import { requireHelpRole } from './help-access';
import { notADayOfNeed, pastSlot, slotTaken } from './help-errors';
import type { SlotWords } from './help-emails';
import { NEED_COLUMNS, timingOf, type NeedRow } from './help-read';
import { daysOf, slotTime } from './need-days';
import { HELP_LIMITS } from '@journeys/shared/domain';

const HOUR_MS = 3_600_000;

async function needRow(db: Db, needId: number, forUpdate = false): Promise<NeedRow | undefined> {
  const query = db.selectFrom('help_needs').select(NEED_COLUMNS).where('id', '=', needId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The need as the member may address it: 404 when it is missing or its calendar is not theirs. */
export async function visibleNeed(db: Db, needId: number, userId: number): Promise<NeedRow> {
  const need = await needRow(db, needId);
  if (!need) throw notFound('Help need');
  await requireHelpRole(db, need.review_id, userId);
  return need;
}

/** PUT …/days/:date/signup: the need row once signed up (idempotent for a member already in). */
export async function signUp(
  db: Db,
  needId: number,
  day: string,
  userId: number,
  now: Date,
): Promise<NeedRow> {
  const need = await visibleNeed(db, needId, userId);
  if (!daysOf(timingOf(need)).includes(day)) throw notADayOfNeed();
  const zone = await calendarZone(db, need.review_id);
  const startsAt = slotTime(timingOf(need), day, zone).startsAt;
  if (startsAt <= now) throw pastSlot();
  return inTransaction(db, async (trx) => {
    // The lock: sign-ups for one need queue here, so the count below cannot be stale.
    const locked = await needRow(trx, needId, true);
    if (!locked) throw notFound('Help need');
    const taken = await trx
      .selectFrom('help_signups')
      .select(['user_id'])
      .where('need_id', '=', needId)
      .where('day', '=', day)
      .execute();
    if (taken.some((s) => s.user_id === userId)) return locked;
    if (taken.length >= locked.people) throw slotTaken();
    await trx
      .insertInto('help_signups')
      .values({ need_id: needId, day, user_id: userId, starts_at: startsAt })
      .execute();
    return locked;
  });
}

export interface LateCancel {
  /** The sign-up that went: names this one cancellation. */
  signupId: number;
  ownerId: number;
  reviewId: number;
  needId: number;
  helperId: number;
  helper: string;
  slot: SlotWords;
}

/**
 * DELETE …/days/:date/signup; idempotent. Returns what to tell the owner when the slot starts
 * within 24 hours (and the one cancelling is not the owner), else null.
 */
export async function cancelSignup(
  db: Db,
  needId: number,
  day: string,
  userId: number,
  now: Date,
): Promise<{ need: NeedRow; late: LateCancel | null }> {
  const need = await visibleNeed(db, needId, userId);
  const removed = await db
    .deleteFrom('help_signups')
    .where('need_id', '=', needId)
    .where('day', '=', day)
    .where('user_id', '=', userId)
    .returning(['id', 'starts_at'])
    .executeTakeFirst();
  if (!removed) return { need, late: null };
  const startsIn = new Date(removed.starts_at).getTime() - now.getTime();
  const owner = await ownerOf(db, need.review_id);
  if (!owner || owner.id === userId || startsIn <= 0 || startsIn > HELP_LIMITS.lateCancelHours * HOUR_MS)
    return { need, late: null };
  const helper = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    need,
    late: {
      signupId: removed.id,
      ownerId: owner.id,
      reviewId: need.review_id,
      needId,
      helperId: userId,
      helper: helper.username,
      slot: { kind: need.kind, day, startTime: need.start_time, endTime: need.end_time },
    },
  };
}
