import { common, currentLanguage, type Language } from '@journeys/shared/i18n';
import { useSession } from '@journeys/shared/session';
import { formatLongDate } from '../domain/dates';
import type { ContentModeration } from '../domain/entities';
import styles from './moderation-notice.module.css';

/** What others read in place of hidden content, in English (the common catalog's 'hiddenByModerators'). */
export const HIDDEN_FOR_OTHERS = 'Hidden by moderators';

/** What the author (or a moderator) reads on hidden or pending content, in the page's language. */
export function moderationNoticeText(moderation: NonNullable<ContentModeration>, own: boolean): string {
  const t = common.t;
  const who = t(own ? 'onlyYou' : 'onlyAuthor');
  if (moderation.status === 'pending') return t('pendingNotice', { who });
  const reason = moderation.reason?.trim().replace(/[.\s]+$/, '');
  return reason ? t('hiddenReasonNotice', { reason, who }) : t('hiddenNotice', { who });
}

/** Nothing for ordinary content; a notice above hidden or pending content its author sees. */
export function ModerationNotice({ moderation, own }: { moderation: ContentModeration; own: boolean }) {
  // Re-renders on a switch of language, once the catalog has it.
  common.useT();
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

/** What a suspended member reads where they would post or comment, in the page's language. */
export function suspendedText(until: string, language: Language = currentLanguage()): string {
  return common.t('suspended', { date: formatLongDate(until, language) });
}
