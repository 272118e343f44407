import { lazy, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { common } from '@journeys/shared/i18n';
import type { ReportMenuProps } from './report-menu-panel';
import menuStyles from './more-actions-menu.module.css';
import styles from './report-menu.module.css';

// The menu (its panel, keys and 'Report' item) is on every card of /surgeries, whose size budget is
// nearly spent: until a member points at, focuses or presses its button, the button is drawn
// alone, and the menu's code is fetched then (docs/architecture.md §2).
const load = () => import('./report-menu-panel');
const Menu = lazy(() => load().then((m) => ({ default: m.ReportMenuPanel })));
const preload = () => void load();

/** Once the menu has replaced the button that was pressed, opens it as that press would have. */
function OpenOnArrival({ box }: { box: RefObject<HTMLSpanElement | null> }) {
  useEffect(() => box.current?.querySelector('button')?.click(), [box]);
  return null;
}

/**
 * The "More actions" button (report-menu.tsx shows it to members, never on their own items); the
 * menu's code is fetched when the member reaches for it (report-menu-panel.tsx).
 */
export function ReportMenuButton(props: ReportMenuProps) {
  const t = common.useT();
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = (
    <div className={menuStyles.wrap}>
      <button
        type="button"
        className={menuStyles.button}
        aria-label={t('moreActions')}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        // A transition: the button stays (and keeps focus) until the menu's code is there.
        onClick={() => startTransition(() => setWanted(true))}
      >
        ⋯
      </button>
    </div>
  );
  return (
    <span ref={box} className={styles.box}>
      {/* One boundary from the start: in a transition it keeps the button shown until the menu is in. */}
      <Suspense fallback={button}>
        {wanted ? (
          <>
            <Menu {...props} />
            <OpenOnArrival box={box} />
          </>
        ) : (
          button
        )}
      </Suspense>
    </span>
  );
}
