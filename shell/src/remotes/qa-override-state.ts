/**
 * What the first render needs to know of the QA override (docs/architecture.md §3), kept apart
 * from qa-override.ts so that a visitor's page never downloads the override code itself.
 */
export const OVERRIDE_STORAGE_KEY = 'journeys:qa-remotes';
export const OVERRIDE_PARAM = 'remote';

export interface ActiveOverride {
  name: string;
  /** How the banner names the remote: its folder, as teams call it ('mfe-feed'). */
  folder: string;
  version: string;
  /** False in a production build when the release is not on remotes.json `qaAllowlist`. */
  honoured: boolean;
}

/** Whether this tab asks for an override: a `remote` parameter or one stored earlier in the tab. */
export function overrideRequested(): boolean {
  try {
    return (
      new URLSearchParams(window.location.search).has(OVERRIDE_PARAM) ||
      window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY) !== null
    );
  } catch {
    return false;
  }
}

let current: readonly ActiveOverride[] = [];

export function setActiveOverrides(active: readonly ActiveOverride[]): void {
  current = active;
}

/** What the banner shows; empty when the tab runs the live releases. */
export function activeOverrides(): readonly ActiveOverride[] {
  return current;
}
