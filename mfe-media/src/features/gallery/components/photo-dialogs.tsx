import type { PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { comparablePhoto } from '@journeys/shared/photos';
import { CompareDialog } from './compare-dialog';
import { PhotoDialog } from './photo-dialog';

/**
 * What a reader opened among a card's photos (docs/product.md §2): one photo large, or the
 * earliest and the latest update's photos side by side. The card draws the thumbnails and fetches
 * this only when prompted, so both dialogs come in the one chunk.
 */
export function PhotoDialogs({
  photos,
  surgeryDate,
  updates,
  authorId,
  open,
  onOpenChange,
}: PhotoGallerySlotProps) {
  const close = () => onOpenChange(null);
  if (open === 'compare') {
    const withPhotos = updates.filter((u) => comparablePhoto(u));
    const earliest = withPhotos[0];
    const latest = withPhotos[withPhotos.length - 1];
    if (!earliest || !latest || earliest === latest) return null;
    return <CompareDialog surgeryDate={surgeryDate} earliest={earliest} latest={latest} onClose={close} />;
  }
  // Nothing open yet; or a feed from before this slot was the dialogs only (no `open`): nothing.
  if (typeof open !== 'number') return null;
  return (
    <PhotoDialog
      photos={photos}
      index={open}
      authorId={authorId}
      onIndexChange={onOpenChange}
      onClose={close}
    />
  );
}
