import { useId } from 'react';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { DEFAULT_CARD_COLOR, formatLongDate, type Profile } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { useHoverCard } from '../hooks/use-hover-card';
import styles from './member-hover-card.module.css';

function surgeriesLabel(count: number): string {
  return `${count} ${count === 1 ? 'surgery' : 'surgeries'}`;
}

/** The member's avatar and name; hovering, focusing or tapping shows their profile card (docs/product.md §2). */
export function MemberHoverCard({ member }: { member: Profile }) {
  const cardId = useId();
  const { open, wrapperProps, triggerProps } = useHoverCard();

  return (
    <span className={styles.wrapper} {...wrapperProps}>
      <button type="button" className={styles.trigger} aria-controls={cardId} {...triggerProps}>
        <Avatar
          username={member.username}
          image={member.image}
          background={member.background}
          size={32}
          decorative
        />
        <span className={styles.name}>{member.username}</span>
      </button>
      <div
        id={cardId}
        role="group"
        aria-label={`${member.username}'s profile`}
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
            Member since <time dateTime={member.createdAt}>{formatLongDate(member.createdAt)}</time>
          </span>
          <span>{surgeriesLabel(member.surgeryCount)}</span>
          <Link className={styles.link} to={paths.feed({ user: member.id })}>
            View {member.username}&apos;s surgeries
          </Link>
        </div>
      </div>
    </span>
  );
}
