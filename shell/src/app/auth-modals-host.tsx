import { Suspense, useEffect, useState } from 'react';
import { eventBus } from '@journeys/shared/events';
import { RemoteComponent } from './lazy-member-area';

/**
 * The auth modals' container. The auth remote is fetched only when someone first asks for a
 * modal — most visits never do, and the landing page stays light. The host only observes the
 * prompt, so the bus keeps it until the remote's own listener subscribes and opens the modal.
 */
export function AuthModalsHost() {
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (needed) return;
    const show = () => setNeeded(true);
    const offLogin = eventBus.observe('login:prompt', show);
    const offSignup = eventBus.observe('signup:prompt', show);
    return () => {
      offLogin();
      offSignup();
    };
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RemoteComponent id="auth/AuthModals" props={{}} label="Login" loading={null} compact />
    </Suspense>
  );
}
