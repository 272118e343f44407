// The comments feature's entry: what the rest of mfe-comments may use of it (docs/architecture.md §8).
export { CommentsSection } from './components/comments-section';
