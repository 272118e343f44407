import type { AuditEntry, ModerationItemType, ModerationStatus, ReportReason } from '@journeys/shared/rules';

/** How a report's reason reads, as the report dialog words it. */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  misinformation: 'Medical misinformation',
  private_information: 'Private information',
  other: 'Other',
};

/**
 * The queue lists reasons as the API sends them: report reasons, or 'First post with a link' and
 * 'Photo from a new account' for pending items.
 */
export const reasonLabel = (reason: string): string => REASON_LABELS[reason as ReportReason] ?? reason;

export const STATUS_LABELS: Record<ModerationStatus, string> = {
  visible: 'Visible',
  hidden: 'Hidden',
  pending: 'Waiting for approval',
};

export const ITEM_LABELS: Record<ModerationItemType, string> = {
  surgery: 'Surgery',
  update: 'Update',
  comment: 'Comment',
  member: 'Member',
  photo: 'Photo',
};

export const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  dismiss: 'Reports dismissed',
  hide: 'Hidden',
  restore: 'Restored',
  approve: 'Approved',
  suspend: 'Author suspended',
  grant_moderator: 'Made a moderator',
  revoke_moderator: 'No longer a moderator',
};

/** `?item=comment-12`: the open item lives in the address, so a moderator can share or reload it. */
export function itemKey(itemType: ModerationItemType, itemId: number): string {
  return `${itemType}-${itemId}`;
}

export function parseItemKey(key: string | null): { itemType: ModerationItemType; itemId: number } | null {
  const match = /^(surgery|update|comment|member|photo)-([1-9]\d{0,9})$/.exec(key ?? '');
  if (!match) return null;
  return { itemType: match[1] as ModerationItemType, itemId: Number(match[2]) };
}
