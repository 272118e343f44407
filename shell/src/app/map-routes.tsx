import type { ReactElement } from 'react';
import type { RouteRemoteId } from '@journeys/shared/contracts';
import type { RouteObject } from '@journeys/shared/router';
import { RequireMember } from '../auth/require-member';
import { RemoteRoutePage } from './lazy-member-area';

/** One page of the module map, as `pageRoutes()` lists it. */
export interface MapPageRoute {
  id: string;
  path: string;
  members: boolean;
  visitors?: 'landing';
  label: string;
}

/**
 * The routes of the module map's pages. A path the shell has a typed page for (`typedPages`, by
 * path pattern) renders that page; any other renders its remote with the route's params, so a
 * new remote's page needs no edit here. Members-only pages send visitors to the landing page or,
 * by default, to the feed with the login prompt.
 */
export function mapRoutes(
  routes: readonly MapPageRoute[],
  typedPages: Readonly<Record<string, ReactElement>>,
): RouteObject[] {
  return routes.map(({ id, path, members, visitors, label }) => {
    const page = typedPages[path] ?? <RemoteRoutePage id={id as RouteRemoteId} label={label} />;
    return {
      path,
      element: members ? (
        <RequireMember redirect={visitors === 'landing' ? 'landing' : 'feed'}>{page}</RequireMember>
      ) : (
        page
      ),
    };
  });
}
