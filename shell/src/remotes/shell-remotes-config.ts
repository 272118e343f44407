import type { RemoteName, RemotesConfig } from '@journeys/shared/contracts';

/** remotes.json as the shell uses it: every field checked, a remote with a bad URL left out. */
export type ShellRemotesConfig = Omit<RemotesConfig, 'remotes'> & {
  remotes: Partial<Record<RemoteName, string>>;
};
