import { richText, useLanguage } from '@journeys/shared/i18n';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { DEFAULT_CARD_COLOR, formatLongDate, type Profile } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { useT } from '../messages';
import styles from './member-hover-card.module.css';

/** The profile card itself: its own chunk, fetched on the card's first opening (hover, focus or tap). */
export default function MemberCardPopup({
  id,
  member,
  open,
}: {
  id: string;
  member: Profile;
  open: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div
      id={id}
      role="group"
      aria-label={t('profile', { u: member.username })}
      className={styles.card}
      hidden={!open}
      style={{ background: member.background || DEFAULT_CARD_COLOR }}
    >
      <Avatar
        username={member.username}
        image={member.image}
        background={member.background}
        size={56}
        decorative
      />
      <div className={styles.details}>
        <strong className={styles.cardName}>{member.username}</strong>
        <span>
          {richText((v) => t('since', v), {
            d: <time dateTime={member.createdAt}>{formatLongDate(member.createdAt, language)}</time>,
          })}
        </span>
        <span>{t('nSurg', { n: member.surgeryCount })}</span>
        <Link className={styles.link} to={paths.feed({ user: member.id })}>
          {t('viewSurg', { u: member.username })}
        </Link>
      </div>
    </div>
  );
}
