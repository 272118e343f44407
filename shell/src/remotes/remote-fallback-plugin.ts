import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteLoadError } from './remote-load-errors';

/**
 * Second layer of failure isolation (docs/architecture.md §3): a remote whose entry or manifest
 * cannot load is reported on the console and to the areas showing that remote, which switch to
 * their fallback at once. Some failures (an entry that fails while shared modules are negotiated)
 * the runtime swallows; without this report the area would wait for the loader's timeout.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'journeys-remote-fallback',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // `id` is 'name/Expose' for a module, or the manifest's URL when that fails (with `remote`).
      const name = remote?.name ?? id.split('/')[0] ?? id;
      console.warn(`[shell] remote '${name}' failed to load during ${lifecycle}`);
      reportRemoteLoadError(name, error instanceof Error ? error : new Error(String(error)));
      return undefined;
    },
  };
}
