// The picker feature's entry: what the rest of mfe-media may use of it (docs/architecture.md §8).
export { PhotoPicker } from './components/photo-picker';
