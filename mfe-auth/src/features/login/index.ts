// The login feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { LoginView } from './components/login-view';
