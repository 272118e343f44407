/** The surgeries a member follows. */
import { z } from './zod';

export const followsSchema = z
  .object({
    reviewIds: z
      .array(z.number().int())
      .describe(
        'Surgeries you follow, newest follow first; your own surgeries are followed implicitly and not listed',
      ),
  })
  .meta({ id: 'Follows' });
