// Stands in for the Module Federation runtime in jsdom (docs/architecture.md §7): each test decides what a
// remote id resolves to, so the shell's loading, fallback and retry paths can be exercised.
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

export const remoteLoaders = new Map<string, Loader>();
export const registered: { name: string; entry: string }[] = [];

export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  registered.push(...remotes);
}

export function loadRemote(id: string): Promise<unknown> {
  const loader = remoteLoaders.get(id);
  return loader ? loader() : Promise.reject(new Error(`remote ${id} is down`));
}

export function registerPlugins(): void {}

/** The runtime's instance as the real-user reporter reads it: the remotes loaded so far. */
export function getInstance(): { moduleCache: Map<string, { remoteInfo: { name: string; entry: string } }> } {
  return {
    moduleCache: new Map(registered.map(({ name, entry }) => [name, { remoteInfo: { name, entry } }])),
  };
}
