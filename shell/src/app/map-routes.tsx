import type { ReactElement } from 'react';
import type { RouteRemoteId } from '@journeys/shared/contracts';
import type { RouteObject } from '@journeys/shared/router';
import { RequireMember } from '../auth/require-member';
import { RequireModerator } from '../auth/require-moderator';
import { JourneysDisclaimer } from '../layout/journeys-disclaimer';
import { RemoteRoutePage } from './lazy-member-area';

/** One page of the module map, as `pageRoutes()` lists it. */
export interface MapPageRoute {
  id: string;
  path: string;
  members: boolean;
  visitors?: 'landing';
  moderators?: boolean;
  journeys?: boolean;
  label: string;
}

/**
 * The routes of the module map's pages. A path the shell has a typed page for (`typedPages`, by
 * path pattern) renders that page; any other renders its remote with the route's params, so a
 * new remote's page needs no edit here. Members-only pages send visitors to the landing page or,
 * by default, to the feed with the login prompt; moderators-only pages show other members the 404
 * page. Pages of journeys start with the medical disclaimer.
 */
export function mapRoutes(
  routes: readonly MapPageRoute[],
  typedPages: Readonly<Record<string, ReactElement>>,
): RouteObject[] {
  return routes.map(({ id, path, members, visitors, moderators, journeys, label }) => {
    const remotePage = typedPages[path] ?? <RemoteRoutePage id={id as RouteRemoteId} label={label} />;
    const shown = journeys ? (
      <>
        <JourneysDisclaimer />
        {remotePage}
      </>
    ) : (
      remotePage
    );
    const page = moderators ? <RequireModerator>{shown}</RequireModerator> : shown;
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
