/** A surgery (review) with its procedures and updates, and the feed's pages of them. */
import { SIDES } from '../sides';
import { contentModerationSchema } from './moderation';
import { photoSchema } from './photo';
import { profileSchema } from './profile';
import { stateSchema, surgeonSchema } from './reference';
import { isoDateTime, z } from './zod';

export const procedureSchema = z
  .object({
    id: z
      .number()
      .int()
      .nullable()
      .describe('The surgery type id, or null for a type the member added themselves'),
    name: z.string(),
    description: z.string(),
    side: z.enum(SIDES),
    right: z.boolean().describe('True when the right side is involved (right or bilateral)'),
  })
  .meta({ id: 'Procedure' });

export const updateSchema = z
  .object({
    id: z.number().int(),
    reviewId: z.number().int(),
    rating: z.number().int().nullable(),
    symptom: z.number().int(),
    description: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    moderation: contentModerationSchema,
    photos: z
      .array(photoSchema)
      .describe('The photos everyone may see; members read the others from GET /updates/{id}/photos'),
    membersOnlyPhotoCount: z
      .number()
      .int()
      .describe(
        'Members-only photos, left out of `photos`; for their author (and moderators) photos waiting for review too',
      ),
  })
  .meta({ id: 'Update' });

export const reviewSchema = z
  .object({
    id: z.number().int(),
    state: stateSchema,
    surgeon: surgeonSchema,
    procedures: z.array(procedureSchema),
    rating: z.number().int().nullable(),
    symptom: z.number().int(),
    description: z.string(),
    surgeryDate: z.string().describe('YYYY-MM-DD'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    updates: z.array(updateSchema).describe('Oldest first'),
    commentCount: z.number().int(),
    patient: profileSchema
      .nullable()
      .describe(
        "Null once the member erased their account and kept it anonymised: shown as 'Deleted member'",
      ),
    moderation: contentModerationSchema,
  })
  .meta({ id: 'Review' });
