import { useState } from 'react';
import { useNavigate } from '@journeys/shared/router';
import { useEvent } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import type { PendingFacebookUser } from '../../facebook';

export type AuthView =
  | { kind: 'closed' }
  | { kind: 'login'; message?: string; loginRequired?: boolean }
  | { kind: 'signup' }
  | { kind: 'forgot' }
  | { kind: 'profile'; user: PendingFacebookUser };

/**
 * Which auth modal is open, driven by the event bus, and where to go once logged in. The
 * pending returnTo survives switching between Log In, Create an Account and Create Profile.
 */
export function useAuthModals() {
  const navigate = useNavigate();
  const [view, setView] = useState<AuthView>({ kind: 'closed' });
  const [returnTo, setReturnTo] = useState<string | undefined>();

  useEvent('login:prompt', ({ message, loginRequired, returnTo: target }) => {
    // A prompt raced by a login in another tab: just go where the prompt wanted to.
    if (selectIsLoggedIn(useSession.getState())) {
      if (target) navigate(target);
      return;
    }
    setReturnTo(target);
    setView({ kind: 'login', message, loginRequired });
  });

  useEvent('signup:prompt', () => {
    if (!selectIsLoggedIn(useSession.getState())) setView({ kind: 'signup' });
  });

  const close = () => {
    setView({ kind: 'closed' });
    setReturnTo(undefined);
  };

  return {
    view,
    close,
    showLogin: () => setView({ kind: 'login' }),
    showSignup: () => setView({ kind: 'signup' }),
    showForgotPassword: () => setView({ kind: 'forgot' }),
    showCreateProfile: (user: PendingFacebookUser) => setView({ kind: 'profile', user }),
    onLoggedIn: () => {
      close();
      if (returnTo) navigate(returnTo);
    },
  };
}
