// The confirm-email feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { ConfirmEmailPage } from './components/confirm-email-page';
