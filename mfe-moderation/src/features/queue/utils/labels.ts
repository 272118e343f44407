import type { ModerationItemType, ReportReason } from '@journeys/shared/rules';
import { t as catalogT, type T } from '../../../messages';

const REPORT_REASONS: readonly string[] = [
  'spam',
  'harassment',
  'misinformation',
  'private_information',
  'other',
] satisfies ReportReason[];

/** The API's words for a pending item's reason (api/src/features/moderation/moderation.ts). */
const PENDING_REASONS = {
  'First post with a link': 'firstPostWithLink',
  'Photo from a new account': 'photoFromNewAccount',
} as const;

/**
 * How a reason reads. The queue lists reasons as the API sends them: report reasons, worded as
 * the report dialog words them, or 'First post with a link' and 'Photo from a new account' for
 * pending items; anything else passes through.
 */
export function reasonLabel(reason: string, t: T = catalogT): string {
  if (REPORT_REASONS.includes(reason)) return t('reportReason', { reason });
  const pending = PENDING_REASONS[reason as keyof typeof PENDING_REASONS] as
    (typeof PENDING_REASONS)[keyof typeof PENDING_REASONS] | undefined;
  return pending ? t(pending) : reason;
}

/** `?item=comment-12`: the open item lives in the address, so a moderator can share or reload it. */
export function itemKey(itemType: ModerationItemType, itemId: number): string {
  return `${itemType}-${itemId}`;
}

export function parseItemKey(key: string | null): { itemType: ModerationItemType; itemId: number } | null {
  const match = /^(surgery|update|comment|member|photo)-([1-9]\d{0,9})$/.exec(key ?? '');
  if (!match) return null;
  return { itemType: match[1] as ModerationItemType, itemId: Number(match[2]) };
}
