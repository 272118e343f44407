import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteId, RemoteModuleExport, RemoteName } from '@journeys/shared/contracts';
import type { ShellRemotesConfig } from './shell-remotes-config';

let config: ShellRemotesConfig | null = null;

/** Registers each remote that has a URL; one without stays unregistered and shows its fallback. */
export function registerAllRemotes(remotesConfig: ShellRemotesConfig): void {
  config = remotesConfig;
  registerRemotes(
    Object.entries(remotesConfig.remotes).flatMap(([name, entry]) => (entry ? [{ name, entry }] : [])),
  );
}

/** The release this page runs of a remote ('0.1.0+3f2a9c1b'), when it runs a release at all. */
export function releaseVersionOf(name: RemoteName): string | undefined {
  return config?.releases?.[name]?.version;
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
  const name = id.split('/')[0] as RemoteName;
  const entry = config?.remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
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
