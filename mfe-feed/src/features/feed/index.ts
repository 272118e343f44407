// The feed feature's entry: what the rest of mfe-feed may use of it (docs/architecture.md §8).
export { Feed } from './components/feed';
