import type { Notification, NotificationPage } from '@journeys/shared/domain';
import { makeProfile } from '@journeys/shared/testing';

let nextId = 500;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const id = ++nextId;
  return {
    id,
    kind: overrides.commentId != null ? 'reply' : 'comment',
    isRead: false,
    reviewId: 12,
    commentId: null,
    sourceCommentId: id + 1000,
    updateId: null,
    text: 'Thanks for sharing your story.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    patient: makeProfile({ username: 'calm_otter7' }),
    ...overrides,
  };
}

/** GET /notifications answers one page; these tests need only the last one. */
export function notificationPage(notifications: Notification[]): NotificationPage {
  return { notifications, nextCursor: null };
}
