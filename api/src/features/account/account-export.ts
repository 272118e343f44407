/**
 * 'Download my data' (GDPR art. 20): everything the member put in or received, read with the
 * same services that serve it elsewhere so the export shows what the site shows.
 */
import type { AccountExport, ExportedPhoto, Notification, Review } from '@journeys/shared/domain';
import { notFound } from '../../platform/errors';
import { getEmailPreferences } from '../email';
import type { Db } from '../../platform/db/db-types';
import { followedSurgeryIds, listReviews } from '../feed';
import { exportHelp } from '../help';
import { authorViewer } from '../../platform/moderation-visibility';
import { notificationsAfter } from '../notifications';
import { getPushPreferences, pushDevicesOf } from '../push';

/** Rows per read while walking the member's surgeries. */
const PAGE = 100;

async function allSurgeries(db: Db, userId: number): Promise<Review[]> {
  const surgeries: Review[] = [];
  let cursor: string | undefined;
  do {
    // The member's own surgeries, hidden or pending ones included: they are theirs.
    const page = await listReviews(db, { user: userId, cursor, limit: PAGE, viewer: authorViewer(userId) });
    surgeries.push(...page.reviews);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return surgeries;
}

async function allNotifications(db: Db, userId: number): Promise<Notification[]> {
  const notifications: Notification[] = [];
  for (;;) {
    const batch = await notificationsAfter(db, userId, notifications.at(-1)?.id ?? 0);
    notifications.push(...batch);
    if (batch.length === 0) return notifications;
  }
}

/** `photos`: the member's photos as data (their files go beside, in the archive). */
export async function exportAccount(
  db: Db,
  userId: number,
  now: Date,
  photos: ExportedPhoto[],
): Promise<AccountExport> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'image', 'background', 'facebook_user_id', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('Member');
  const comments = await db
    .selectFrom('comments')
    .select(['id', 'review_id', 'parent_id', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      image: user.image,
      background: user.background,
      facebookLinked: user.facebook_user_id !== null,
      createdAt: user.created_at.toISOString(),
    },
    surgeries: await allSurgeries(db, userId),
    comments: comments.map((c) => ({
      id: c.id,
      reviewId: c.review_id,
      parentId: c.parent_id,
      text: c.text,
      createdAt: c.created_at.toISOString(),
    })),
    notifications: await allNotifications(db, userId),
    emailPreferences: await getEmailPreferences(db, userId),
    pushPreferences: await getPushPreferences(db, userId),
    pushDevices: await pushDevicesOf(db, userId),
    following: await followedSurgeryIds(db, userId),
    photos,
    help: await exportHelp(db, userId),
  };
}
