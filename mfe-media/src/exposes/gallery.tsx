import type { PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { PhotoDialogs } from '../features/gallery';

/**
 * media/PhotoGallery: the photo and Compare dialogs of a feed card, passed to the feed by the
 * shell. The card draws the thumbnails itself (@journeys/shared/ui/photo-strip).
 */
export default function PhotoGallerySlot(props: PhotoGallerySlotProps) {
  return <PhotoDialogs {...props} />;
}
