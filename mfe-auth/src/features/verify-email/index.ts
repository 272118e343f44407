// The verify-email feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { VerifyEmailPage } from './components/verify-email-page';
