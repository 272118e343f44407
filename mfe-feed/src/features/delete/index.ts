// The delete feature's entry: what the rest of mfe-feed may use of it (docs/architecture.md §8).
export type { DeleteTarget } from './api/delete-target';
export { DeleteDialog } from './components/delete-dialog';
