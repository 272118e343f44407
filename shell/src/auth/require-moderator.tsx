import type { ReactNode } from 'react';
import { useSession } from '@journeys/shared/session';
import { ErrorPage } from '../pages/error-page';

/**
 * Moderators-only pages (module map `moderators: true`): anyone else gets the 404 page, so
 * the page does not even confirm it exists. The API refuses them (403) whatever this shows.
 */
export function RequireModerator({ children }: { children: ReactNode }) {
  const moderator = useSession((s) => s.token != null && s.user?.role === 'moderator');
  return moderator ? <>{children}</> : <ErrorPage detail="404 Not Found" inLayout />;
}
