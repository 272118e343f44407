import { lazy, Suspense, useState } from 'react';
import { common } from '@journeys/shared/i18n';
import { useSession } from '@journeys/shared/session';
import type { ModerationItemType } from '../domain/entities';
import { MoreActionsMenu } from './more-actions-menu';

// The dialog, its form and the report call load on the first 'Report', in their own chunk: the
// menu sits on every card of /surgeries, whose size budget is nearly spent.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportMenuProps {
  itemType: ModerationItemType;
  itemId: number;
  /** Who wrote the item (the member, for a member); null when the account was erased. */
  authorId: number | null;
}

/**
 * The "More actions" menu with 'Report' (report-menu.tsx fetches it when a member reaches for its
 * button): members only, never on their own items. The server refuses a visitor (401) and one's
 * own item (400) whatever this shows.
 */
export function ReportMenuPanel({ itemType, itemId, authorId }: ReportMenuProps) {
  const t = common.useT();
  const viewerId = useSession((s) => (s.token != null ? (s.user?.id ?? null) : null));
  const [reporting, setReporting] = useState(false);
  if (viewerId == null || viewerId === authorId) return null;
  return (
    <>
      <MoreActionsMenu
        actions={[
          {
            label: itemType === 'member' ? t('reportMember') : t('report'),
            onSelect: () => setReporting(true),
          },
        ]}
      />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog itemType={itemType} itemId={itemId} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
