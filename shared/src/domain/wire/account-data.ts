/** Answers of 'Download my data' and of Facebook's data-deletion callback (its status: ./account.ts). */
import { PHOTO_VISIBILITIES } from '../photo-rules';
import { commentSchema } from './comment';
import { emailPreferencesSchema } from './email-preferences';
import { exportedHelpSchema } from './help';
import { notificationSchema } from './notification';
import { pushPreferencesSchema } from './push';
import { reviewSchema } from './review';
import { isoDateTime, z } from './zod';

/** A comment the member wrote, as it was written: the thread's comment without what a reader sees of it. */
export const exportedCommentSchema = commentSchema
  .pick({ id: true, reviewId: true, parentId: true, text: true, createdAt: true })
  .meta({ id: 'ExportedComment' });

/** One of the member's photos in 'Download my data': its data here, its file in the ZIP's `photos/`. */
export const exportedPhotoSchema = z
  .object({
    id: z.number().int(),
    reviewId: z.number().int(),
    updateId: z.number().int(),
    description: z.string(),
    visibility: z.enum(PHOTO_VISIBILITIES),
    sensitive: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    file: z.string().describe('Its path in the ZIP: photos/<id>.jpg, the largest size stored'),
    createdAt: isoDateTime,
  })
  .meta({ id: 'ExportedPhoto' });

export const accountExportSchema = z
  .object({
    exportedAt: isoDateTime,
    profile: z.object({
      id: z.number().int(),
      username: z.string(),
      email: z.string().nullable(),
      image: z.string().nullable(),
      background: z.string(),
      facebookLinked: z.boolean(),
      createdAt: isoDateTime,
    }),
    surgeries: z.array(reviewSchema).describe('Every surgery of the member, with procedures and updates'),
    comments: z.array(exportedCommentSchema).describe('Every comment and reply the member wrote'),
    notifications: z.array(notificationSchema),
    emailPreferences: emailPreferencesSchema,
    pushPreferences: pushPreferencesSchema,
    pushDevices: z
      .array(
        z.object({
          origin: z.string().describe("The device's push service, e.g. https://fcm.googleapis.com"),
          createdAt: isoDateTime.describe('When push was turned on for the device'),
        }),
      )
      .describe('The devices the member turned push on, oldest first (never their endpoints or keys)'),
    following: z
      .array(z.number().int())
      .describe('Surgeries the member follows, newest follow first (their own are followed implicitly)'),
    photos: z
      .array(exportedPhotoSchema)
      .describe("Every photo of the member's updates, members-only and hidden ones included"),
    help: exportedHelpSchema.describe(
      'Help calendars: those of the member’s surgeries, those they help with, and their sign-ups',
    ),
  })
  .meta({ id: 'AccountExport' });

/** Facebook requires exactly these two fields in the callback's answer. */
export const facebookDeletionAnswerSchema = z
  .object({ url: z.string(), confirmation_code: z.string() })
  .meta({ id: 'FacebookDeletionAnswer' });

export type AccountExport = z.infer<typeof accountExportSchema>;
export type ExportedPhoto = z.infer<typeof exportedPhotoSchema>;
