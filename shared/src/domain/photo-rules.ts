// Not in constants.ts: that entry is one shared module every page loads whole, and only the
// API, the update form and the media remote need these.
/** Photos on updates (docs/product.md §3): limits the picker, the API and the storage share. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTOS_PER_UPDATE = 6;
export const PHOTO_DESCRIPTION_MAX = 300;
/** The widths each photo is re-encoded at (never enlarged: a narrower photo stops at its own width). */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const PHOTO_VISIBILITIES = ['members', 'everyone'] as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MESSAGES = {
  unsupported: 'This photo format is not supported. Please use JPEG, PNG or WebP.',
  tooLarge: 'This photo is too large (maximum 15 MB).',
  tooManyPixels: 'This photo has too many pixels (maximum 40 megapixels).',
  tooMany: `You can add up to ${PHOTOS_PER_UPDATE} photos to an update.`,
  describe: 'Please describe the photo.',
} as const;
