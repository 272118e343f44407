import type { CommentsSlotProps, PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { Opening, RemoteComponent } from '../remotes/remote-component';

/**
 * The comments remote's thread and the media remote's photo dialogs, handed to the feed as slots
 * (docs/architecture.md §3): remotes never import each other. The card draws its 'Comments (n)'
 * toggle and the thumbnails itself and renders a slot once a reader points at or focuses a way in
 * (`open` null) or opens it: until something is open, the slot shows nothing, not even a failure;
 * once open, a slow remote says so ('Loading…', 'Opening…') and a failed one 'Comments is
 * unavailable right now.' with Retry.
 */
function CommentsSlot(props: CommentsSlotProps) {
  return (
    <RemoteComponent id="comments/Comments" props={props} label="Comments" ahead={props.open === null} />
  );
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
