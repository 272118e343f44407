import { useEffect } from 'react';
import { fetchReviews } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import { useNavigate } from '@journeys/shared/router';
import { useSession } from '@journeys/shared/session';
import { useT } from '../messages';

/**
 * The installed app's 'Add an update' shortcut (docs/product.md §2): a member with one journey
 * goes straight to its update form, with none to the surgery form, with several to their
 * journeys, where each card has its own update button.
 */
export function UpdateShortcutPage() {
  const t = useT();
  const userId = useSession((state) => state.user?.id ?? null);
  const navigate = useNavigate();
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    fetchReviews({ user: userId, limit: 2 })
      .then(({ reviews }) => {
        if (!current) return;
        const [only] = reviews;
        const target =
          reviews.length === 0
            ? paths.createReview()
            : reviews.length === 1 && only
              ? paths.addUpdate(only.id)
              : paths.memberSurgeries(userId);
        navigate(target, { replace: true });
      })
      // Offline or the API down: their journeys, whose page says what is wrong.
      .catch(() => current && navigate(paths.memberSurgeries(userId), { replace: true }));
    return () => {
      current = false;
    };
  }, [userId, navigate]);
  return <p role="status">{t('opening')}</p>;
}
