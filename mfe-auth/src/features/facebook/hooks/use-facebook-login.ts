import { useState } from 'react';
import { validateFacebook } from '@journeys/shared/api';
import { useSession } from '@journeys/shared/session';
import { isRateLimited, serverMessage } from '../../../lib/api-errors';
import { facebookLogin, readFacebookProfile, type FacebookSdk } from '../api/facebook-sdk';
import { t } from '../../../messages';
import type { PendingFacebookUser } from '../types';

export interface FacebookLoginHandlers {
  onLoggedIn(): void;
  /** A valid Facebook user without a profile: docs/product.md §4 continues with Create Profile. */
  onNeedsProfile(user: PendingFacebookUser): void;
}

/** docs/product.md §4 Social login: popup, server validation, then log in or go on to profile creation. */
export function useFacebookLogin({ onLoggedIn, onNeedsProfile }: FacebookLoginHandlers) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (sdk: FacebookSdk) => {
    try {
      const auth = await facebookLogin(sdk);
      // No authResponse: the person closed the popup or declined; nothing to report.
      if (!auth) return;
      const check = await validateFacebook(auth.userID, auth.accessToken);
      if (!check.isValid) {
        setError(t('fbFailed'));
      } else if (check.userExists) {
        if (!check.token) throw new Error('validated without a token');
        await useSession.getState().loginWithToken(check.token);
        onLoggedIn();
      } else {
        const profile = await readFacebookProfile(sdk);
        onNeedsProfile({ ...profile, userID: auth.userID, accessToken: auth.accessToken });
      }
    } catch (e) {
      setError(isRateLimited(e) ? serverMessage(e, t('fbFailed')) : t('fbFailed'));
    } finally {
      setBusy(false);
    }
  };

  /** Call straight from the click handler: FB.login runs before the first await. */
  const start = (sdk: FacebookSdk) => {
    setError(null);
    setBusy(true);
    void run(sdk);
  };

  return { busy, error, start };
}
