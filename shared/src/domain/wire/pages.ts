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

/**
 * A text search counts its matches up to this many (docs/product.md §7): counting every match of a
 * common word cost more than the page itself. Past it, `total` is this number and
 * `totalIsLowerBound` is true ('1,000+ journeys').
 */
export const SEARCH_COUNT_CAP = 1000;

export const reviewPageSchema = z
  .object({
    reviews: z.array(reviewSchema).describe('In the order asked for: newest first by default'),
    nextCursor,
    total: z
      .number()
      .int()
      .nonnegative()
      .describe(
        `How many journeys match the filters, over all pages; with a text search (q), at most ${SEARCH_COUNT_CAP}: see totalIsLowerBound`,
      ),
    totalIsLowerBound: z
      .boolean()
      .optional()
      .describe(
        `True when a text search matches more than ${SEARCH_COUNT_CAP} journeys: total is then ${SEARCH_COUNT_CAP} and more match. Absent or false: total is exact`,
      ),
  })
  .meta({ id: 'ReviewPage' });

export const notificationPageSchema = z
  .object({
    notifications: z.array(notificationSchema).describe('Newest first'),
    nextCursor,
  })
  .meta({ id: 'NotificationPage' });
