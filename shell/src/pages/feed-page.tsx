import type { CommentsSlotProps, PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { Opening, RemoteComponent } from '../remotes/remote-component';

/**
 * The comments remote's thread and the media remote's photo dialogs, handed to the feed as slots
 * (docs/architecture.md §3): remotes never import each other. The card draws the thumbnails
 * itself and renders the photo slot once a reader points at or focuses a way in (`open` null) or
 * opens one: until something is open, the slot shows nothing, not even a failure; once open, a
 * slow remote says 'Opening…' and a failed one 'Photos is unavailable right now.' with Retry.
 */
function CommentsSlot(props: CommentsSlotProps) {
  return <RemoteComponent id="comments/Comments" props={props} label="Comments" />;
}

function PhotoGallerySlot(props: PhotoGallerySlotProps) {
  return (
    <RemoteComponent
      id="media/PhotoGallery"
      props={props}
      label="Photos"
      loading={<Opening />}
      compact
      ahead={props.open === null}
    />
  );
}

export function FeedPage() {
  return <RemoteComponent id="feed/Feed" props={{ CommentsSlot, PhotoGallerySlot }} label="The feed" />;
}
