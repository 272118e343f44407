import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Second layer of failure isolation (docs/architecture.md §3): a remote whose entry cannot load is reported
 * once on the console, and the error propagates to the shell's boundary, which shows the
 * fallback in that remote's area only.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'journeys-remote-fallback',
    errorLoadRemote(args) {
      console.warn(`[shell] remote '${args.id}' failed to load during ${args.lifecycle}`);
      return undefined;
    },
  };
}
