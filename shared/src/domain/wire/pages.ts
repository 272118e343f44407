/**
 * The one paging style of the lists this project owns: a page of items and the cursor of the
 * next one (docs/product.md §7).
 */
import { notificationSchema } from './notification';
import { reviewSchema } from './review';
import { z } from './zod';

const nextCursor = z
  .string()
  .nullable()
  .describe('Opaque; pass it back as `cursor` for the next page. Null on the last page.');

export const reviewPageSchema = z
  .object({
    reviews: z.array(reviewSchema).describe('In the order asked for: newest first by default'),
    nextCursor,
    total: z.number().int().nonnegative().describe('How many journeys match the filters, over all pages'),
  })
  .meta({ id: 'ReviewPage' });

export const notificationPageSchema = z
  .object({
    notifications: z.array(notificationSchema).describe('Newest first'),
    nextCursor,
  })
  .meta({ id: 'NotificationPage' });
