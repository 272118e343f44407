// A runtime plugin of every production host page (the shell): it hands the page's federation
// bundler runtime to the remotes it loads, which are built without their own copy (see
// federation-bundler-runtime-from-host.mjs). Set while the host's federation starts, so before
// any remoteEntry.js runs.
import federation from '@module-federation/webpack-bundler-runtime';

export default function provideFederationBundlerRuntime() {
  globalThis.__JOURNEYS_FEDERATION_BUNDLER_RUNTIME__ = federation;
  return { name: 'journeys-provide-federation-bundler-runtime' };
}
