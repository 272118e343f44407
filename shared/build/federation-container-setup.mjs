// Stands for the federation set-up Rspack generates into every container's entry (its
// moduleFederationDefaultRuntime.js), as one function: federation-container-setup-loader.cjs
// writes its body from the installed @rspack/core at build time, so it cannot drift from it.
// The shell runs it for itself and hands it to the remotes it loads (federation-set-up.mjs).
export default function setupContainer() {
  throw new Error('federation-container-setup.mjs is built by federation-container-setup-loader.cjs');
}
