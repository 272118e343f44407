import type { CommentsProps } from '@journeys/shared/contracts';

/** Placeholder until the comments module is built. */
export default function Comments(_props: CommentsProps) {
  return <section aria-label="Comments">Comments</section>;
}
