// The filters feature's entry: what the rest of mfe-feed may use of it (docs/architecture.md §8).
export { default as FilterBar } from './components/filter-bar';
export { readFeedParams, useFeedParams, type FeedFilters, type FeedParams } from './hooks/use-feed-filters';
