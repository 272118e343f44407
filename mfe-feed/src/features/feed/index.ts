// The feed feature's entry: what the rest of mfe-feed may use of it (docs/architecture.md §8).
export { Feed } from './components/feed';
export { Q_MAX_LENGTH, type FeedFilters, type FeedParams, type FilterName } from './hooks/use-feed-filters';
