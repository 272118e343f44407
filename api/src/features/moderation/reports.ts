/** Members reporting a surgery, an update, a comment or reply, a photo, or a member. */
import { ERROR_MESSAGES, type ReportPayload } from '@journeys/shared/domain';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { findItem, itemVisibleTo } from './items';

export const REPORTED = 'Reported — thank you';

const WHAT = {
  surgery: 'Surgery',
  update: 'Update',
  comment: 'Comment',
  member: 'Member',
  photo: 'Photo',
} as const;

/**
 * Files a report. What the reporter cannot see is 404, as if it did not exist; their own item is
 * refused; a second open report of the same item is 409 (the unique index settles a race).
 */
export async function fileReport(db: Db, reporterId: number, input: ReportPayload): Promise<void> {
  const item = await findItem(db, input.itemType, input.itemId);
  if (!item || !(await itemVisibleTo(db, item, reporterId))) throw notFound(WHAT[input.itemType]);
  if (item.authorId === reporterId) throw new AppError('CANNOT_REPORT_OWN', ERROR_MESSAGES.CANNOT_REPORT_OWN);
  const inserted = await db
    .insertInto('reports')
    .values({
      reporter_id: reporterId,
      item_type: input.itemType,
      item_id: input.itemId,
      reason: input.reason,
      note: input.note === undefined || input.note === '' ? null : input.note,
    })
    .onConflict((oc) =>
      oc.columns(['reporter_id', 'item_type', 'item_id']).where('resolved_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError('ALREADY_REPORTED', ERROR_MESSAGES.ALREADY_REPORTED);
}
