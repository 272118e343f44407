// Parts of axios that no call through shared/src/api/http.ts can reach (its config type offers
// none of them): the HTTP status name table and the legacy CancelToken riding on the default
// export (an AbortSignal cancels), FormData and url-encoded request bodies (every body we send
// is JSON), and upload/download progress events. ~2 KB gzip on every page that calls the API.
// Each becomes a function that says so if something ever reaches it. Server code and jest use
// the real package.
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./axios-unused-part-stub.mjs', import.meta.url));
const UNUSED =
  /^\.\.?\/(helpers\/)?(HttpStatusCode|formDataToJSON|toURLEncodedForm|progressEventReducer|cancel\/CancelToken)\.js$/;

export function axiosWithoutUnusedParts() {
  return new rspack.NormalModuleReplacementPlugin(UNUSED, (resource) => {
    if (/[\\/]axios[\\/]lib([\\/]|$)/.test(resource.context)) resource.request = stub;
  });
}
