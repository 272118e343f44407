import { lazy, Suspense, type ComponentType } from 'react';
import type { PhotoGallerySlotProps, PhotoGalleryUpdate } from '@journeys/shared/contracts';
import styles from './update-photos.module.css';

// The card draws an update's thumbnails itself, from a chunk of the feed's own that loads when a
// card has photos; the media remote's dialogs (the slot) are fetched only when a reader points at
// or focuses a thumbnail or 'Compare', so ten cards of photos fit /surgeries' JavaScript budget
// (docs/architecture.md §2).
const PhotoStrip = lazy(() =>
  import('@journeys/shared/ui/photo-strip').then((m) => ({ default: m.PhotoStrip })),
);

interface UpdatePhotosProps {
  update: PhotoGalleryUpdate;
  surgeryDate: string;
  updates: readonly PhotoGalleryUpdate[];
  authorId: number | null;
  /** The media remote's photo dialogs; absent (the feed's standalone page): photos are not shown. */
  PhotoGallerySlot?: ComponentType<PhotoGallerySlotProps>;
}

/** An update's photos in a card: nothing when it has none. */
export function UpdatePhotos({ PhotoGallerySlot, ...props }: UpdatePhotosProps) {
  const { update } = props;
  if (!PhotoGallerySlot || (update.photos.length === 0 && update.membersOnlyPhotoCount === 0)) return null;
  // While the strip's code arrives, the row of thumbnails keeps its height: the card does not move.
  const reserved = update.photos.length > 0 ? <div className={styles.reserved} /> : null;
  return (
    <Suspense fallback={reserved}>
      <PhotoStrip {...props} Dialogs={PhotoGallerySlot} />
    </Suspense>
  );
}
