import type { CommentsSlotProps, PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { RemoteComponent } from '../remotes/remote-component';

/**
 * The comments remote's thread and the media remote's gallery, handed to the feed as slots
 * (docs/architecture.md §3): remotes never import each other. The gallery is fetched the first
 * time a card shows an update with photos.
 */
function CommentsSlot(props: CommentsSlotProps) {
  return <RemoteComponent id="comments/Comments" props={props} label="Comments" />;
}

function PhotoGallerySlot(props: PhotoGallerySlotProps) {
  return <RemoteComponent id="media/PhotoGallery" props={props} label="Photos" />;
}

export function FeedPage() {
  return <RemoteComponent id="feed/Feed" props={{ CommentsSlot, PhotoGallerySlot }} label="The feed" />;
}
