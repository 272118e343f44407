import { lazy, Suspense, useId, useState } from 'react';
import type { Profile } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { useHoverCard } from '../hooks/use-hover-card';
import styles from './member-hover-card.module.css';

// The card's content and words load on its first opening (hover, focus or tap), not with the feed:
// the name is on every card of /surgeries, whose size budget is nearly spent. The card floats
// (position: absolute), so nothing moves while it arrives.
const MemberCardPopup = lazy(() => import('./member-card-popup'));

/** The member's avatar and name; hovering, focusing or tapping shows their profile card (docs/product.md §2). */
export function MemberHoverCard({ member }: { member: Profile }) {
  const cardId = useId();
  const { open, wrapperProps, triggerProps } = useHoverCard();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  return (
    <span className={styles.wrapper} {...wrapperProps}>
      <button
        type="button"
        className={styles.trigger}
        aria-controls={wanted ? cardId : undefined}
        {...triggerProps}
      >
        <Avatar
          username={member.username}
          image={member.image}
          background={member.background}
          size={32}
          decorative
        />
        <span className={styles.name}>{member.username}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MemberCardPopup id={cardId} member={member} open={open} />
        </Suspense>
      )}
    </span>
  );
}
