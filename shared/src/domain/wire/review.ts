/** A surgery (review) with its procedures and updates, and the feed's pages of them. */
import { PAYMENT_METHODS } from '../cost';
import { SIDES } from '../sides';
import { WORTH_IT_ANSWERS } from '../worth-it';
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

export const worthItAnswerSchema = z
  .enum(WORTH_IT_ANSWERS)
  .describe("'Was it worth it?': 'worth_it', 'not_sure' (Not sure yet) or 'not_worth_it'")
  .meta({ id: 'WorthItAnswer' });

export const latestWorthItSchema = z
  .object({
    answer: worthItAnswerSchema,
    answeredAt: isoDateTime.describe('When the surgery or update carrying it was posted'),
    monthsAfterSurgery: z
      .number()
      .int()
      .describe('Whole calendar months from the surgery date to answeredAt (UTC), never below 0'),
  })
  .meta({ id: 'LatestWorthIt' });

export const surgeryCostSchema = z
  .object({
    amount: z.number().int().describe('Paid out of pocket, whole US dollars'),
    payment: z.enum(PAYMENT_METHODS),
    shown: z.boolean().describe("The owner ticked 'Show what I paid on my journey'"),
  })
  .meta({ id: 'SurgeryCost' });

export const updateSchema = z
  .object({
    id: z.number().int(),
    reviewId: z.number().int(),
    rating: z.number().int().nullable(),
    symptom: z.number().int(),
    description: z.string(),
    worthIt: worthItAnswerSchema.nullable().describe('The answer given with this update, if any'),
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
    postedBy: z
      .object({ id: z.number().int(), username: z.string() })
      .nullable()
      .describe(
        "The caregiver who posted this update for the journey's owner ('Posted by Maria for Kate'); null when the owner posted it, or the caregiver's account is gone",
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
    worthIt: worthItAnswerSchema.nullable().describe('The answer given with the surgery itself, if any'),
    latestWorthIt: latestWorthItSchema
      .nullable()
      .describe('The latest answer among the surgery and the updates listed here; null when none'),
    cost: surgeryCostSchema
      .nullable()
      .describe('Only when its owner chose to show it, or to the owner; null otherwise or when not given'),
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
