import type { PhotoGalleryUpdate } from '@journeys/shared/contracts';

const DAY_MS = 86_400_000;

/** '6 weeks after surgery': whole weeks from the surgery date to the update. */
export function weeksAfterSurgery(surgeryDate: string, at: string): string {
  const weeks = Math.max(
    0,
    Math.floor((new Date(at).getTime() - new Date(surgeryDate).getTime()) / (7 * DAY_MS)),
  );
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} after surgery`;
}

/**
 * The photo an update is compared by: its first one that is not marked sensitive. Apart from the
 * Compare dialog, which loads when first opened: the gallery needs this to offer 'Compare'.
 */
export function comparablePhoto(update: PhotoGalleryUpdate) {
  return update.photos.find((p) => !p.sensitive);
}
