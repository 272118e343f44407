// A runtime plugin of every production host page (the shell): it hands the page's federation
// bundler runtime to the remotes it loads, which are built without their own copy (see
// federation-bundler-runtime-from-host.mjs), and the federation set-up every container's entry
// runs (federation-set-up.mjs). Set while the host's federation starts, so before any
// remoteEntry.js runs.
import federation from '@module-federation/webpack-bundler-runtime';
import setupContainer from './federation-container-setup.mjs';

export default function provideFederationBundlerRuntime() {
  globalThis.__JOURNEYS_FEDERATION_BUNDLER_RUNTIME__ = {
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
    setupContainer,
  };
  return { name: 'journeys-provide-federation-bundler-runtime' };
}
