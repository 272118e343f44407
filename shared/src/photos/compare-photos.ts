import type { PhotoGalleryUpdate } from '../contracts';

/**
 * The photo an update is compared by: its first one that is not marked sensitive. The card's
 * thumbnail strip needs it to offer 'Compare', the media remote's Compare dialog to draw it.
 */
export function comparablePhoto(update: PhotoGalleryUpdate) {
  return update.photos.find((p) => !p.sensitive);
}
