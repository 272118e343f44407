/** A member's notification of a comment on their surgery or a reply to their comment. */
import { profileSchema } from './profile';
import { isoDateTime, z } from './zod';

export const notificationSchema = z
  .object({
    id: z.number().int(),
    isRead: z.boolean(),
    reviewId: z.number().int(),
    commentId: z
      .number()
      .int()
      .nullable()
      .describe('The parent comment when the notification is for a reply; null for a comment on a surgery'),
    sourceCommentId: z
      .number()
      .int()
      .describe('The comment or reply that caused the notification: the deep link’s target'),
    text: z.string(),
    createdAt: isoDateTime,
    patient: profileSchema,
  })
  .meta({ id: 'Notification' });
