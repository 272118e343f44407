// Stands in for @module-federation/error-codes' descriptions in production builds (rspack-config.mjs):
// the sentences cost ~0.4 KB gzip in every remoteEntry.js and in the shell's entry, and a page
// loads three or four of them. A federation error still says its code (RUNTIME-008…) and the
// troubleshooting page that explains it; only the one-line English summary goes.
const generic = new Proxy(
  {},
  { get: (_, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) },
);

export const runtimeDescMap = generic;
export const typeDescMap = generic;
export const buildDescMap = generic;
export const errorDescMap = generic;
