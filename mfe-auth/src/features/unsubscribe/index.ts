// The unsubscribe feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { UnsubscribePage } from './components/unsubscribe-page';
