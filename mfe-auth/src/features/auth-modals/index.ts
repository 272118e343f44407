// The auth-modals feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { AuthModals } from './components/auth-modals';
