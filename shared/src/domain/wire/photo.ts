/** A photo of an update as the API shows it (docs/architecture.md §4 Photos). */
import { PHOTO_VISIBILITIES } from '../photo-rules';
import { z } from './zod';

export const photoVariantSchema = z
  .object({
    width: z.number().int(),
    webp: z.string(),
    jpeg: z.string(),
  })
  .meta({ id: 'PhotoVariant' });

export const photoSchema = z
  .object({
    id: z.number().int(),
    description: z.string().describe('The alt text'),
    visibility: z.enum(PHOTO_VISIBILITIES),
    sensitive: z.boolean().describe('Blurred until the reader asks to see it'),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string().describe('A ThumbHash, base64'),
    variants: z
      .array(photoVariantSchema)
      .describe(
        "Narrowest first. 'everyone' photos: stable URLs; members-only: signed URLs that expire, given to members only",
      ),
    pending: z
      .literal(true)
      .optional()
      .describe('Waiting for a moderator (a new account): only its author and moderators get it'),
  })
  .meta({ id: 'Photo' });

/** A photo hidden by moderators, as its author reads it: no file (its addresses answer 404). */
export const hiddenPhotoSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    reason: z.string().nullable().describe("The moderator's reason"),
  })
  .meta({ id: 'HiddenPhoto' });

/** GET /updates/{id}/photos: every photo of an update the reader may see, with its URLs. */
export const updatePhotosSchema = z
  .object({
    photos: z.array(photoSchema),
    membersOnlyPhotoCount: z.number().int().describe('Members-only photos left out for a visitor'),
    hiddenPhotos: z
      .array(hiddenPhotoSchema)
      .optional()
      .describe(
        "The update's photos hidden by moderators, for its author only: the edit form lists them, an edit keeps them",
      ),
  })
  .meta({ id: 'UpdatePhotos' });

/** POST /photos: the pending photo, attached to an update by its id. */
export const uploadedPhotoSchema = z.object({ id: z.number().int() }).meta({ id: 'UploadedPhoto' });
