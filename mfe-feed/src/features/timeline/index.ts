// The timeline feature's entry: what the rest of mfe-feed may use of it (docs/architecture.md §8).
export { Timeline } from './components/timeline';
