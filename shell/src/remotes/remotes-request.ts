import { REMOTES_CONFIG_ELEMENT_ID } from '@journeys/shared/shell-page/remotes-config-element';

const REMOTES_JSON = '/remotes.json';
let request: Promise<Response> | undefined;

function inlineConfig(): Response | null {
  const text = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  return text ? new Response(text, { headers: { 'content-type': 'application/json' } }) : null;
}

/**
 * remotes.json: from the page when its server inlined it, otherwise requested. The entry starts
 * the request before the shared libraries download, so the two overlap instead of the page waiting
 * for one after the other; later calls reuse it. No shared-module imports here: the entry runs
 * before sharing is negotiated.
 */
export function requestRemotesJson(): Promise<Response> {
  if (!request) {
    const inline = inlineConfig();
    request = inline ? Promise.resolve(inline) : fetch(REMOTES_JSON, { cache: 'no-store' });
  }
  return request;
}
