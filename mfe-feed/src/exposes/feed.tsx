import { Feed } from '../features/feed';

/** The './Feed' remote: implements FeedProps; the comments thread arrives as a slot. */
export default Feed;
