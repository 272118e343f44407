import type { FeedProps } from '@journeys/shared/contracts';

/** Placeholder until the feed module is built. */
export default function Feed(_props: FeedProps) {
  return <section aria-label="Feed">Feed</section>;
}
