import type { Profile } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { useT } from './messages';
import styles from './landing-page.module.css';

/**
 * The landing page's row of recent members; undefined while they load, when the row's space is
 * kept so the buttons below do not jump when it fills.
 */
export function RecentMembers({ members }: { members: Profile[] | undefined }) {
  const t = useT();
  if (members === undefined) return <div className={styles.members} aria-hidden="true" />;
  if (members.length === 0) return null;
  return (
    <section aria-label={t('recentMembers')} className={styles.members}>
      <ul className={styles.avatars}>
        {members.map((m) => (
          <li key={m.id} className={styles.avatarItem}>
            <Avatar username={m.username} image={m.image} background={m.background} size={48} />
          </li>
        ))}
      </ul>
      <p className={styles.membersText}>
        {t('joinMembers', {
          names: members
            .map((m) => m.username)
            .slice(0, 2)
            .join(', '),
        })}
      </p>
    </section>
  );
}
