import { Button } from '@journeys/shared/ui/button';
import { useT } from '../messages';
import { useFollows, useToggleFollow } from '../api/use-follows';
import styles from './follow-button.module.css';

interface FollowButtonProps {
  reviewId: number;
  memberId: number;
}

/**
 * 'Follow' / 'Following' on another member's card: new updates of a followed surgery
 * notify the member. Loaded after the cards (a lazy chunk), for members only.
 */
export default function FollowButton({ reviewId, memberId }: FollowButtonProps) {
  const t = useT();
  const follows = useFollows(memberId);
  const toggle = useToggleFollow(memberId);
  const following = follows.data?.includes(reviewId) ?? false;
  return (
    <Button
      variant="primary"
      outline={!following}
      small
      className={styles.follow}
      aria-pressed={following}
      // Until the list arrives the state is unknown: a click could only guess.
      disabled={!follows.isSuccess}
      onClick={() => toggle.mutate({ reviewId, follow: !following })}
    >
      {t(following ? 'following' : 'follow')}
    </Button>
  );
}
