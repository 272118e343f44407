// The reset-password feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { ResetPasswordPage } from './components/reset-password-page';
