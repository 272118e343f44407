import type { CommentsSlotProps } from '@journeys/shared/contracts';
import { RemoteComponent } from '../remotes/remote-component';

/** The comments remote, handed to the feed as a slot (docs/architecture.md §3): remotes never import each other. */
function CommentsSlot(props: CommentsSlotProps) {
  return <RemoteComponent id="comments/Comments" props={props} label="Comments" />;
}

export function FeedPage() {
  return <RemoteComponent id="feed/Feed" props={{ CommentsSlot }} label="The feed" />;
}
