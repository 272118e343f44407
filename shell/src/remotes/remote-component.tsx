import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { RemoteId, RemoteModules, RemoteName, RoutePageProps } from '@journeys/shared/contracts';
import { PageQueryProvider } from '../app/page-query-client';
import { useRemote } from './use-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import styles from './remote-component.module.css';
import { useT } from '../messages';
import { RemoteFallback } from './fallback/remote-fallback';

// `never` while every page of the module map has a typed contract: a map-only page takes its
// route's params.
type PropsOf<K extends RemoteId> = [K] extends [never] ? RoutePageProps : ComponentProps<RemoteModules[K]>;

export interface RemoteComponentProps<K extends RemoteId> {
  id: K;
  props: PropsOf<K>;
  /** What the area is, for the fallback text: 'The feed', 'Comments'. */
  label: string;
  /** Shown while the remote loads; small areas (the bell) pass null. */
  loading?: ReactNode;
  /** Small areas show a compact fallback. */
  compact?: boolean;
  /**
   * An area fetched ahead of being needed (a card's photo dialogs, on hover): nothing shows while
   * it loads or if it fails, until it is needed; then `loading` and the fallback as usual.
   */
  ahead?: boolean;
}

/**
 * What a reader sees at once while a dialog's remote arrives (a slow network's first open): fixed,
 * so nothing moves, and not focused, so the dialog still returns focus to what opened it.
 */
export function Opening() {
  const t = useT();
  return (
    <p className={styles.opening} role="status">
      {t('opening')}
    </p>
  );
}

export function RemoteComponent<K extends RemoteId>({
  id,
  props,
  label,
  loading,
  compact,
  ahead = false,
}: RemoteComponentProps<K>) {
  const { state, retry } = useRemote(id);
  const t = useT();
  if (ahead && state.status !== 'ready') return null;
  if (state.status === 'failed') return <RemoteFallback label={label} onRetry={retry} compact={compact} />;
  if (state.status === 'loading') {
    return loading === undefined ? (
      <div className={styles.loading} role="status">
        {t('loading')}
      </div>
    ) : (
      <>{loading}</>
    );
  }
  // The id ties Component and props together; TypeScript cannot follow that through the union.
  const Remote = state.Component as unknown as ComponentType<Record<string, unknown>>;
  return (
    // Keyed by remote id (docs/architecture.md §7) so navigating to another remote clears a previous failure.
    <RemoteErrorBoundary
      key={id}
      remote={id.split('/')[0] as RemoteName}
      fallback={(_error, reset) => (
        <RemoteFallback
          label={label}
          compact={compact}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <PageQueryProvider>
        <Remote {...(props as Record<string, unknown>)} />
      </PageQueryProvider>
    </RemoteErrorBoundary>
  );
}
