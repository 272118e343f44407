import { fetchRecentUsers } from '@journeys/shared/api';
import { LANDING_RECENT_USERS } from '@journeys/shared/constants';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { Profile } from '@journeys/shared/rules';
import { PageQueryProvider } from '../../app/page-query-client';
import { RecentMembers } from './recent-members';

const NONE: Profile[] = [];

async function recentMembers(): Promise<Profile[]> {
  try {
    return (await fetchRecentUsers()).slice(0, LANDING_RECENT_USERS);
  } catch (error) {
    // The avatars are decoration: without the API the page still offers both ways in.
    console.warn('landing: recent members unavailable', error);
    return NONE;
  }
}

function QueriedRecentMembers() {
  const { data } = useQuery({ queryKey: queryKeys.reference.recentMembers, queryFn: recentMembers });
  return <RecentMembers members={data} />;
}

/**
 * The recent members read from the API, through the page's query client: a profile change
 * elsewhere on the page invalidates them. Loaded only when the HTML did not carry them.
 */
export function FetchedRecentMembers() {
  return (
    <PageQueryProvider>
      <QueriedRecentMembers />
    </PageQueryProvider>
  );
}
