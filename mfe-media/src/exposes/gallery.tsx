import type { PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { PhotoGallery } from '../features/gallery/components/photo-gallery';

/** media/PhotoGallery: the photos of an update in a feed card, passed to the feed by the shell. */
export default function PhotoGallerySlot(props: PhotoGallerySlotProps) {
  return <PhotoGallery {...props} />;
}
