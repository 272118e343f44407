import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteId, RemoteModuleExport, RemoteName, RemotesConfig } from '@journeys/shared/contracts';

let config: RemotesConfig | null = null;

export function registerAllRemotes(remotesConfig: RemotesConfig): void {
  config = remotesConfig;
  registerRemotes(Object.entries(remotesConfig.remotes).map(([name, entry]) => ({ name, entry })));
}

const TIMEOUT_MS = 8000;
const ATTEMPTS = 2;

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading '${id}' timed out`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Forgets a failed remote so the next load fetches its manifest again. */
export function resetRemote(id: RemoteId): void {
  if (!config) return;
  const name = id.split('/')[0] as RemoteName;
  registerRemotes([{ name, entry: config.remotes[name] }], { force: true });
}

/** First layer of failure isolation: a retry with a timeout. */
export async function loadRemoteModule<K extends RemoteId>(id: K): Promise<RemoteModuleExport<K>> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const mod = await withTimeout(loadRemote<RemoteModuleExport<K>>(id), TIMEOUT_MS, id);
      if (!mod?.default) throw new Error(`Remote '${id}' exposes no component`);
      return mod;
    } catch (error) {
      lastError = error;
      if (attempt < ATTEMPTS) resetRemote(id);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Remote '${id}' failed to load`);
}
