import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';

/**
 * Protected routes (docs/product.md §2 keeps both readings): the create, edit and update pages send a
 * visitor to /surgeries with the login prompt and come back after login; /notifications
 * sends a visitor to /.
 */
export function RequireMember({ children, redirect }: { children: ReactNode; redirect: 'feed' | 'landing' }) {
  const loggedIn = useSession(selectIsLoggedIn);
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!loggedIn && redirect === 'feed') promptLogin({ loginRequired: true, returnTo });
  }, [loggedIn, redirect, returnTo]);

  if (loggedIn) return <>{children}</>;
  return <Navigate to={redirect === 'feed' ? paths.feed() : paths.landing()} replace />;
}
