// The federation runtime for a remote's standalone page. Remotes are built with
// `externalRuntime` (they use the runtime the shell provides instead of carrying their own
// ~30 KB copy), so a standalone page must provide it itself, before the remote's main entry.
// The same global and shape as @module-federation/inject-external-runtime-core-plugin.
// The bundler runtime likewise, as the shell hands it over (federation-bundler-runtime-provider.mjs).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import provideFederationBundlerRuntime from './federation-bundler-runtime-provider.mjs';

runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
provideFederationBundlerRuntime();
