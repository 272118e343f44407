/**
 * A member's notification: a comment on their surgery, a reply to their comment, an update on a
 * surgery they follow, an update a caregiver posted on their own journey, or a moderators' notice
 * about their content or account.
 */
import { profileSchema } from './profile';
import { isoDateTime, z } from './zod';

export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'followed_update',
  'caregiver_update',
  'moderation',
] as const;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    isRead: z.boolean(),
    reviewId: z
      .number()
      .int()
      .nullable()
      .describe('The surgery concerned; null only for a moderation notice about the account'),
    commentId: z
      .number()
      .int()
      .nullable()
      .describe('The parent comment when the notification is for a reply; null for a comment on a surgery'),
    sourceCommentId: z
      .number()
      .int()
      .nullable()
      .describe('The comment or reply that caused a comment or reply notification: the deep link’s target'),
    updateId: z
      .number()
      .int()
      .nullable()
      .describe('The update that caused a followed_update or caregiver_update notification'),
    text: z.string(),
    createdAt: isoDateTime,
    patient: profileSchema
      .nullable()
      .describe('Who caused it; null for a moderation notice (moderators are not named) or an erased member'),
  })
  .meta({ id: 'Notification' });
