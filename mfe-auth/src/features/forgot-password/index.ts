// The forgot-password feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ForgotPasswordView } from './components/forgot-password-view';
