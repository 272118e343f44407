// The facebook-deletion feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { FacebookDeletionPage } from './components/facebook-deletion-page';
