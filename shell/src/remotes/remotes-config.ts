import type { RemotesConfig } from '@journeys/shared/contracts';
import { REMOTE_NAMES } from '@journeys/shared/contracts';
import { requestRemotesJson } from './remotes-request';

/**
 * remotes.json is read at run time, never baked into the build (docs/architecture.md §3): shipping a new
 * remote is uploading its dist/ and, if its URL changes, editing this one file.
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await requestRemotesJson();
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  for (const name of REMOTE_NAMES) {
    if (typeof config.remotes?.[name] !== 'string') throw new Error(`remotes.json has no URL for '${name}'`);
  }
  return config;
}
