import { Link } from '@journeys/shared/router';
import { fetchRecentUsers } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import { LANDING_RECENT_USERS } from '@journeys/shared/constants';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { Profile } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { takeInlineRecentMembers } from './inline-recent-members';
import styles from './landing-page.module.css';

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

/** The landing page (docs/product.md §2): no header; up to 5 recent members; two ways in; recovery by procedure. */
export function LandingPage() {
  // Undefined while loading: the row's space is kept so the buttons below do not jump when it fills.
  // The HTML server usually put them in the page: then the API client is not needed until the
  // visitor acts (docs/architecture.md §3).
  const { data: members } = useQuery({
    queryKey: queryKeys.reference.recentMembers,
    queryFn: recentMembers,
    initialData: () => takeInlineRecentMembers()?.slice(0, LANDING_RECENT_USERS),
  });

  return (
    <main className={styles.page}>
      <Link to={paths.feed()} className={styles.logo} aria-label="Surgery Journeys — all surgeries">
        <img src="/logo.svg" alt="" width={72} height={72} />
      </Link>
      <h1 className={styles.title}>Surgery Journeys</h1>
      <p className={styles.tagline}>Track, share, inspire. Follow and share surgery recovery journeys.</p>
      {members === undefined && <div className={styles.members} aria-hidden="true" />}
      {members !== undefined && members.length > 0 && (
        <section aria-label="Recent members" className={styles.members}>
          <ul className={styles.avatars}>
            {members.map((m) => (
              <li key={m.id} className={styles.avatarItem}>
                <Avatar username={m.username} image={m.image} background={m.background} size={48} />
              </li>
            ))}
          </ul>
          <p className={styles.membersText}>
            Join{' '}
            {members
              .map((m) => m.username)
              .slice(0, 2)
              .join(', ')}{' '}
            and others
          </p>
        </section>
      )}
      <div className={styles.actions}>
        <Link to={paths.feed({ login: true })} className={styles.primary}>
          Join the Community
        </Link>
        <Link to={paths.feed()} className={styles.secondary}>
          Surgeries
        </Link>
      </div>
      <Link to={paths.procedures()} className={styles.insights}>
        Recovery by procedure
      </Link>
    </main>
  );
}
