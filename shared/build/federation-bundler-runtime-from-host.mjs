// What a production remote gets for @module-federation/webpack-bundler-runtime: the host's
// functions (federation-bundler-runtime-provider.mjs) instead of a ~4 KB gzip copy in every
// remoteEntry.js. They are stateless (each takes the container's own webpack require), so only
// the per-container state is made here: its share scope placeholder and options, as the package
// makes them. The host is built without exposes, so its copy lacks initContainerEntry.
// Of @module-federation/runtime the bundler runtime calls `init` (init.js) and, for tree-shaken
// shared fallbacks, `getRemoteEntry` (getSharedFallbackGetter.js); a namespace import kept its
// other wrappers (loadRemote, preloadRemote, registerShared…), ~0.3 KB gzip, in every remoteEntry.js.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const host = globalThis.__JOURNEYS_FEDERATION_BUNDLER_RUNTIME__;
if (!host?.setupContainer) {
  // A shell built before it handed over the federation set-up (federation-set-up.mjs) has none.
  throw new Error('No federation bundler runtime: load this remote from the shell or its standalone page');
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
