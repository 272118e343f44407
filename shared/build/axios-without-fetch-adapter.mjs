// axios bundles three adapters; in a browser it uses XMLHttpRequest (its first choice), so the
// fetch adapter is ~4.5 KB gzip that never runs. It is swapped for "fetch unavailable", which
// axios's own adapter lookup already handles. Server code and jest use the real package.
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./axios-fetch-adapter-stub.mjs', import.meta.url));

export function axiosWithoutFetchAdapter() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\/fetch\.js$/, (resource) => {
    if (/[\\/]axios[\\/]lib[\\/]adapters$/.test(resource.context)) resource.request = stub;
  });
}
