/**
 * What a push says, from the event that caused it (docs/security.md §13): a fixed sentence in the
 * member's language, the page to open and one tag per thread. Built from ids alone: no procedure,
 * surgeon, symptom or comment text can reach a push, because none is handed here.
 */
import type { PushKind, PushMessage } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import { pathInLanguage, t, type Language, type MessageKey } from '../../platform/i18n';

/** Something a member may be pushed about; ids only. */
export type PushEvent =
  /** A reply to the member's comment `parentId`. */
  | { kind: 'replies'; userId: number; reviewId: number; commentId: number; parentId: number }
  /** A comment on the member's surgery. */
  | { kind: 'comments'; userId: number; reviewId: number; commentId: number }
  /** A new update on a surgery the member follows. */
  | { kind: 'followed'; userId: number; reviewId: number }
  /** The member's own follow-up reminder. */
  | { kind: 'reminders'; userId: number; reviewId: number }
  /** News of a help calendar the member belongs to (a reminder, a cancellation, a removal): never its places or notes. */
  | { kind: 'help'; userId: number; reviewId: number };

/** The push a published comment causes for the member it notified: a reply, or a comment on their surgery. */
export function commentPush(
  userId: number,
  comment: { id: number; reviewId: number; parentId: number | null },
): PushEvent {
  return comment.parentId === null
    ? { kind: 'comments', userId, reviewId: comment.reviewId, commentId: comment.id }
    : {
        kind: 'replies',
        userId,
        reviewId: comment.reviewId,
        commentId: comment.id,
        parentId: comment.parentId,
      };
}

/** The pushes a new update causes for the followers it notified. */
export function followedPush(userIds: readonly number[], reviewId: number): PushEvent[] {
  return userIds.map((userId) => ({ kind: 'followed', userId, reviewId }));
}

export function reminderPush(userId: number, reviewId: number): PushEvent {
  return { kind: 'reminders', userId, reviewId };
}

/** The push of any help calendar news: a fixed title that opens the calendar. */
export function helpPush(userId: number, reviewId: number): PushEvent {
  return { kind: 'help', userId, reviewId };
}

const TITLES: Record<PushKind, MessageKey> = {
  replies: 'push.replies',
  comments: 'push.comments',
  followed: 'push.followed',
  reminders: 'push.reminders',
  help: 'push.help',
};

/**
 * The thread an event belongs to: events of one thread within the folding window make one push,
 * and its tag replaces an earlier notification of that thread on the device. Also the push
 * service's Topic, hence at most 32 characters of [A-Za-z0-9_-].
 */
export function pushThread(event: PushEvent): string {
  switch (event.kind) {
    case 'replies':
      return `reply-${event.parentId}`;
    case 'comments':
      return `comments-${event.reviewId}`;
    case 'followed':
      return `followed-${event.reviewId}`;
    case 'reminders':
      return `reminder-${event.reviewId}`;
    case 'help':
      return `help-${event.reviewId}`;
  }
}

function pathOf(event: PushEvent): string {
  switch (event.kind) {
    case 'replies':
    case 'comments':
      return paths.feed({ surgery: event.reviewId, comment: event.commentId });
    case 'followed':
      return paths.feed({ surgery: event.reviewId });
    case 'reminders':
      return paths.addUpdate(event.reviewId);
    case 'help':
      return paths.helpCalendar(event.reviewId);
  }
}

export function pushMessage(event: PushEvent, language: Language): PushMessage {
  return {
    title: t(language, TITLES[event.kind]),
    url: pathInLanguage(pathOf(event), language),
    tag: pushThread(event),
  };
}
