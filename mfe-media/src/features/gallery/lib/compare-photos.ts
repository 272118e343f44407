import type { PhotoGalleryUpdate } from '@journeys/shared/contracts';

/**
 * The photo an update is compared by: its first one that is not marked sensitive. Apart from the
 * Compare dialog, which loads when first opened: the gallery needs this to offer 'Compare'.
 */
export function comparablePhoto(update: PhotoGalleryUpdate) {
  return update.photos.find((p) => !p.sensitive);
}
