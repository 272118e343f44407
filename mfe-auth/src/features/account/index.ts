// The account feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { AccountPage } from './components/account-page';
