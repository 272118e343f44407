import { resetOverrides } from '../remotes/qa-override';
import { activeOverrides } from '../remotes/qa-override-state';
import styles from './qa-banner.module.css';

/**
 * Shown on every page while the tab runs a remote's release other than the live one (QA override,
 * docs/architecture.md §3), so a tester never mistakes it for the live site. Loaded only then.
 */
export function QaBanner() {
  const overrides = activeOverrides();
  const testing = overrides.filter((o) => o.honoured).map((o) => `${o.folder}@${o.version}`);
  const refused = overrides.filter((o) => !o.honoured).map((o) => `${o.folder}@${o.version}`);
  return (
    <div className={styles.banner} role="status" aria-label="QA override">
      {testing.length > 0 && <span>Testing {testing.join(', ')}</span>}
      {refused.length > 0 && (
        <span className={styles.refused}>
          Refused {refused.join(', ')}: not on this site’s QA allowlist; the live release runs.
        </span>
      )}
      <button type="button" className={styles.reset} onClick={resetOverrides}>
        Reset
      </button>
    </div>
  );
}
