// The gallery feature's entry: what the rest of mfe-media may use of it (docs/architecture.md §8).
export { PhotoDialogs } from './components/photo-dialogs';
