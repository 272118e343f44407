import { Suspense } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { useSession } from '@journeys/shared/session';
import { formatLongDate } from '../domain/dates';
import type { ContentModeration } from '../domain/entities';
import { moderationWords } from './moderation-words';
import styles from './moderation-notice.module.css';

/** What others read in place of hidden content, in English (the common catalog's 'hiddenByModerators'). */
export const HIDDEN_FOR_OTHERS = 'Hidden by moderators';

/** What the author (or a moderator) reads on hidden or pending content, in the page's language. */
export function moderationNoticeText(moderation: NonNullable<ContentModeration>, own: boolean): string {
  const t = moderationWords.t;
  const who = t(own ? 'onlyYou' : 'onlyAuthor');
  if (moderation.status === 'pending') return t('pendingNotice', { who });
  const reason = moderation.reason?.trim().replace(/[.\s]+$/, '');
  return reason ? t('hiddenReasonNotice', { reason, who }) : t('hiddenNotice', { who });
}

function Notice({ moderation, own }: { moderation: NonNullable<ContentModeration>; own: boolean }) {
  // Waits for the words in the page's language, and follows a switch.
  moderationWords.useT();
  return (
    <p className={styles.notice} role="note">
      {moderationNoticeText(moderation, own)}
    </p>
  );
}

/** Nothing for ordinary content; a notice above hidden or pending content its author sees. */
export function ModerationNotice({ moderation, own }: { moderation: ContentModeration; own: boolean }) {
  if (!moderation) return null;
  // Its own boundary: while its words arrive, the card around it shows.
  return (
    <Suspense fallback={null}>
      <Notice moderation={moderation} own={own} />
    </Suspense>
  );
}

/** The end of the signed-in member's suspension while it lasts, else null. */
export function useSuspendedUntil(): string | null {
  const until = useSession((s) => (s.token != null ? (s.user?.suspendedUntil ?? null) : null));
  return until != null && Date.parse(until) > Date.now() ? until : null;
}

function SuspendedWords({ until }: { until: string }) {
  const t = moderationWords.useT();
  return <>{t('suspended', { date: formatLongDate(until, useLanguage()) })}</>;
}

/** What a suspended member reads where they would post or comment, in the page's language. */
export function SuspendedText({ until }: { until: string }) {
  return (
    <Suspense fallback={null}>
      <SuspendedWords until={until} />
    </Suspense>
  );
}
