import type { FacebookProfile } from './api/facebook-sdk';

/** A Facebook user the server validated but who has no profile yet: input to Create Profile. */
export interface PendingFacebookUser extends FacebookProfile {
  userID: string;
  accessToken: string;
}
