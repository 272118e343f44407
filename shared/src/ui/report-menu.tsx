import { lazy, Suspense } from 'react';
import { useSession } from '@journeys/shared/session';
import type { ReportMenuProps } from './report-menu-panel';
import styles from './report-menu.module.css';

export type { ReportMenuProps };

// Members only: a visitor's page (most of /surgeries' visits) never fetches the button's code.
const Button = lazy(() => import('./report-menu-button').then((m) => ({ default: m.ReportMenuButton })));

/**
 * The "More actions" menu with 'Report': members only, never on their own items. The button's code
 * comes when a member's page first shows one, in the space the button takes; the menu's when the
 * member reaches for it (report-menu-button.tsx).
 */
export function ReportMenu(props: ReportMenuProps) {
  const viewerId = useSession((s) => (s.token != null ? (s.user?.id ?? null) : null));
  if (viewerId == null || viewerId === props.authorId) return null;
  return (
    <Suspense fallback={<span className={styles.slot} />}>
      <Button {...props} />
    </Suspense>
  );
}
