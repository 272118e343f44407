// The queue feature's entry: what the rest of mfe-moderation may use of it (docs/architecture.md §8).
export { ModerationPage } from './components/moderation-page';
export { itemKey } from './utils/labels';
