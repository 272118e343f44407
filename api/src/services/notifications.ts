/** A member's notifications: list, count unread, mark read. */
import type { Notification } from '@journeys/shared/domain';
import { AppError, notFound } from '../errors';
import type { Db } from './db-types';
import { surgeryCountOf, AUTHOR_COLUMNS, toAuthorProfile } from './profiles';

/** Rows per read, for the list and for each read of a live stream's new rows. */
export const LIST_LIMIT = 100;

function notificationQuery(db: Db, userId: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.actor_id')
    .select([
      'n.id',
      'n.is_read',
      'n.review_id',
      'n.comment_id',
      'n.source_comment_id',
      'n.text',
      'n.created_at',
      ...AUTHOR_COLUMNS,
    ])
    .select(surgeryCountOf('u').as('surgery_count'))
    .where('n.user_id', '=', userId);
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationQuery>['execute']>>[number];

function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    isRead: r.is_read,
    reviewId: r.review_id,
    commentId: r.comment_id,
    sourceCommentId: r.source_comment_id,
    text: r.text,
    createdAt: r.created_at.toISOString(),
    patient: toAuthorProfile(r),
  };
}

export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = await notificationQuery(db, userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toNotification);
}

/** Notifications newer than `afterId`, oldest first: what a live stream has not sent yet. */
export async function notificationsAfter(db: Db, userId: number, afterId: number): Promise<Notification[]> {
  const rows = await notificationQuery(db, userId)
    .where('n.id', '>', afterId)
    .orderBy('n.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toNotification);
}

export async function latestNotificationId(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .execute();
}

export async function markNotificationRead(db: Db, userId: number, id: number): Promise<void> {
  const row = await db.selectFrom('notifications').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Notification');
  if (row.user_id !== userId) throw new AppError(403, 'You can only mark your own notifications as read');
  await db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).execute();
}
