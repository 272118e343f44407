/** A comment with its replies: the tree GET /comments/{id} answers, oldest first at every level. */
import { contentModerationSchema } from './moderation';
import { profileSchema } from './profile';
import { isoDateTime, z } from './zod';

// zod 4 getters let the schema refer to itself; the id names the OpenAPI component that
// expresses the recursion.
export const commentSchema = z
  .object({
    id: z.number().int(),
    reviewId: z.number().int(),
    parentId: z.number().int().nullable(),
    text: z.string(),
    createdAt: isoDateTime,
    read: z.boolean(),
    /** When the author last edited the text; null if never. */
    editedAt: isoDateTime.nullable(),
    /** Deleted by its author but kept, with empty text, because replies hang under it. */
    deleted: z.boolean(),
    patient: profileSchema
      .nullable()
      .describe("Null once the author's account was erased: shown as 'Deleted member'"),
    moderation: contentModerationSchema,
    get nestedComments(): z.ZodArray<typeof commentSchema> {
      return z.array(commentSchema);
    },
  })
  .meta({ id: 'Comment' });

/** GET /comments/{id}: the surgery's threads, oldest first. */
export const commentThreadsSchema = z.array(commentSchema);
