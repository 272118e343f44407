import { useSession } from '@journeys/shared/session';
import { formatLongDate } from '../domain/dates';
import type { ContentModeration } from '../domain/entities';
import styles from './moderation-notice.module.css';

export const HIDDEN_FOR_OTHERS = 'Hidden by moderators';

/** What the author (or a moderator) reads on hidden or pending content. */
export function moderationNoticeText(moderation: NonNullable<ContentModeration>, own: boolean): string {
  const who = own ? 'Only you can see it.' : 'Only its author and moderators can see it.';
  if (moderation.status === 'pending')
    return `Waiting for a moderator: posts with links from new accounts are checked first. ${who}`;
  const reason = moderation.reason?.trim().replace(/[.\s]+$/, '');
  return reason ? `${HIDDEN_FOR_OTHERS}: ${reason}. ${who}` : `${HIDDEN_FOR_OTHERS}. ${who}`;
}

/** Nothing for ordinary content; a notice above hidden or pending content its author sees. */
export function ModerationNotice({ moderation, own }: { moderation: ContentModeration; own: boolean }) {
  if (!moderation) return null;
  return (
    <p className={styles.notice} role="note">
      {moderationNoticeText(moderation, own)}
    </p>
  );
}

/** The end of the signed-in member's suspension while it lasts, else null. */
export function useSuspendedUntil(): string | null {
  const until = useSession((s) => (s.token != null ? (s.user?.suspendedUntil ?? null) : null));
  return until != null && Date.parse(until) > Date.now() ? until : null;
}

/** What a suspended member reads where they would post or comment. */
export function suspendedText(until: string): string {
  return `Your account is suspended until ${formatLongDate(until)}: you cannot post or comment. You can still read, and delete your own posts.`;
}
