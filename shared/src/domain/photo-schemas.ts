/**
 * The photos of an update in a request (docs/product.md §5). A module of its own, not in
 * schemas.ts: zod schemas are built when their module loads, so every page that validates any
 * form would otherwise carry these too; only the API and the update form need them.
 */
import { z } from 'zod';
import { MAX_ID } from '../contracts/url-ids.mjs';
import { PHOTO_DESCRIPTION_MAX, PHOTO_MESSAGES, PHOTO_VISIBILITIES, PHOTOS_PER_UPDATE } from './photo-rules';
import { newUpdatePayload, updateFields } from './schemas';
import { hasVisibleText } from './visible-text';

const photoId = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(MAX_ID, 'Must be a valid id');

/** One photo of an update: a pending upload (POST /photos) or one the update already has. */
export const photoAttachment = z.object({
  id: photoId,
  description: z
    .string({ error: PHOTO_MESSAGES.describe })
    .trim()
    .max(PHOTO_DESCRIPTION_MAX, `A photo description must be at most ${PHOTO_DESCRIPTION_MAX} characters`)
    .refine(hasVisibleText, PHOTO_MESSAGES.describe),
  visibility: z.enum(PHOTO_VISIBILITIES, { error: "Who can see it must be 'members' or 'everyone'" }),
  sensitive: z.boolean({ error: 'Sensitive must be true or false' }),
});
export type PhotoAttachment = z.infer<typeof photoAttachment>;

/**
 * The whole list, in order. Absent on an edit: the update keeps its photos. A photo hidden by
 * moderators is kept when left out (its author never saw it in the form to keep it): only
 * `removeHiddenPhotos` deletes one.
 */
const updatePhotos = z
  .array(photoAttachment)
  .max(PHOTOS_PER_UPDATE, PHOTO_MESSAGES.tooMany)
  .refine((photos) => new Set(photos.map((p) => p.id)).size === photos.length, 'A photo is listed twice')
  .optional();

/** PUT /update/{id}: the update's photos hidden by moderators that its author removes. */
const removeHiddenPhotos = z.array(photoId).max(PHOTOS_PER_UPDATE, PHOTO_MESSAGES.tooMany).optional();

/** PUT /update/{id}. */
export const updateWithPhotos = updateFields.extend({ photos: updatePhotos, removeHiddenPhotos });
export type UpdateWithPhotos = z.infer<typeof updateWithPhotos>;

/** POST /review/update. */
export const newUpdateWithPhotos = newUpdatePayload.extend({ photos: updatePhotos });
export type NewUpdateWithPhotos = z.infer<typeof newUpdateWithPhotos>;
