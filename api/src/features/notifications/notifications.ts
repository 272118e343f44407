/** A member's notifications: list, count unread, mark read. */
import type { Notification, NotificationPage } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { decodeCursor, pageOf } from '../../platform/keyset-cursor';
import { notificationVisible } from '../../platform/moderation-visibility';
import { surgeryCountOf, AUTHOR_COLUMNS, toKeptAuthorProfile } from '../auth';

/** Rows per read of a live stream's new rows. */
export const LIST_LIMIT = 100;

export interface NotificationPageQuery {
  cursor?: string;
  limit: number;
}

/** The member's notifications; hidden and pending content never shows through one. */
function notificationQuery(db: Db, userId: number) {
  return (
    db
      .selectFrom('notifications as n')
      // A moderation notice has no actor: the moderator is never named.
      .leftJoin('users as u', 'u.id', 'n.actor_id')
      .select([
        'n.id',
        'n.kind',
        'n.is_read',
        'n.review_id',
        'n.comment_id',
        'n.source_comment_id',
        'n.update_id',
        'n.text',
        'n.created_at',
        sql<string>`n.created_at::text`.as('cursor_at'),
        ...AUTHOR_COLUMNS,
      ])
      .select(surgeryCountOf('u').as('surgery_count'))
      .where('n.user_id', '=', userId)
      .where(notificationVisible('n'))
  );
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationQuery>['execute']>>[number];

function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    kind: r.kind,
    isRead: r.is_read,
    reviewId: r.review_id,
    commentId: r.comment_id,
    sourceCommentId: r.source_comment_id,
    updateId: r.update_id,
    text: r.text,
    createdAt: r.created_at.toISOString(),
    patient: toKeptAuthorProfile(r),
  };
}

/** One page of the member's notifications, newest first, keyset-paged over notifications_user_idx. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationPageQuery,
): Promise<NotificationPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  let rows = notificationQuery(db, userId);
  if (cursor)
    rows = rows.where(sql<boolean>`(n.created_at, n.id) < (${cursor.at}::timestamptz, ${cursor.id})`);
  const page = pageOf(
    await rows
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(query.limit + 1)
      .execute(),
    query.limit,
  );
  return { notifications: page.rows.map(toNotification), nextCursor: page.nextCursor };
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
    .selectFrom('notifications as n')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('n.user_id', '=', userId)
    .where('n.is_read', '=', false)
    .where(notificationVisible('n'))
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
  if (row.user_id !== userId)
    throw new AppError('FORBIDDEN', 'You can only mark your own notifications as read');
  await db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).execute();
}
