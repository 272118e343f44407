import { lazy, Suspense, type ComponentType } from 'react';
import type { PhotoGallerySlotProps, PhotoGalleryUpdate } from '@journeys/shared/contracts';
import { stripShape } from '@journeys/shared/photos';
import { useSession } from '@journeys/shared/session';
import { PhotoStripPlaceholder } from '@journeys/shared/ui/photo-strip-placeholder';

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
  const { update, updates } = props;
  const viewerId = useSession((s) => s.user?.id ?? null);
  const shape = stripShape(update, updates, viewerId);
  if (!PhotoGallerySlot || !shape) return null;
  // While the strip's code arrives, its room is kept, rows and line of actions: the card does not
  // move.
  return (
    <Suspense fallback={<PhotoStripPlaceholder shape={shape} />}>
      <PhotoStrip {...props} Dialogs={PhotoGallerySlot} />
    </Suspense>
  );
}
