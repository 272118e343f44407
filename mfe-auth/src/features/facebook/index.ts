// The facebook feature's entry: what the rest of mfe-auth may use of it (docs/architecture.md §8).
export { CreateProfileForm } from './components/create-profile-form';
export { FacebookButton } from './components/facebook-button';
export type { FacebookLoginHandlers } from './hooks/use-facebook-login';
export type { PendingFacebookUser } from './types';
