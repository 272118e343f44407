/**
 * The real-user reporter (docs/releasing.md §9), loaded by early-errors.ts: the page's LCP, INP,
 * CLS and TTFB (web-vitals) and its errors, each attributed to a remote and the release it runs,
 * sent with `navigator.sendBeacon`, in one beacon, when the page is hidden; errors also a few
 * seconds after they happen, so the release guard sees a failing canary while its pages stay open.
 * Nothing personal: a random id per tab session, the route pattern, the remote and its version.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { apiBaseUrl } from '@journeys/shared/api';
import type { RemoteName } from '@journeys/shared/contracts';
import { pathWithoutLanguage } from '@journeys/shared/languages';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { releaseVersionOf } from '../remotes/load-remote-module';
import { remoteOfStack, routePatternOf, SHELL, type LoadedRemote } from './attribution';

const SESSION_KEY = 'journeys:rum-session';
/** The API takes at most this many items per report. */
const MAX_ITEMS = 40;
const ERRORS_AFTER_MS = 2000;

type ErrorKind = 'uncaught' | 'rejection' | 'boundary';
interface Owned {
  remote: string;
  version: string;
  route: string;
}

/** A version 4 UUID; crypto.randomUUID exists only on https and localhost pages. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random id for this tab's session, kept while the tab lives; nothing else identifies it. */
export function tabSession(): string {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const id = randomId();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

const versionOf = (remote: string) =>
  remote === SHELL ? 'dist' : (releaseVersionOf(remote as RemoteName) ?? 'dist');

/** The remotes the Module Federation runtime has loaded on this page, with their entry URLs. */
function loadedRemotes(): LoadedRemote[] {
  const modules = getInstance()?.moduleCache;
  return modules
    ? [...modules.values()].map(({ remoteInfo }) => ({ name: remoteInfo.name, entry: remoteInfo.entry }))
    : [];
}

const owned = (remote: string): Owned => ({
  remote,
  version: versionOf(remote),
  route: routePatternOf(pathWithoutLanguage(window.location.pathname)),
});

const vitals: (Owned & { metric: string; value: number })[] = [];
const errors: (Owned & { kind: ErrorKind })[] = [];
let errorTimer: ReturnType<typeof setTimeout> | undefined;

function send(path: string, key: 'vitals' | 'errors', items: object[]): void {
  const session = tabSession();
  const remotes = loadedRemotes().map(({ name }) => ({ remote: name, version: versionOf(name) }));
  while (items.length > 0) {
    const body = JSON.stringify({ session, remotes, [key]: items.splice(0, MAX_ITEMS) });
    // text/plain: a CORS-safelisted type, so the browser sends it without a preflight.
    navigator.sendBeacon(`${apiBaseUrl()}${path}`, new Blob([body], { type: 'text/plain' }));
  }
}

/** An uncaught error or unhandled rejection, owned by the remote whose file is first in its stack. */
function keepError(event: ErrorEvent | PromiseRejectionEvent): void {
  const rejection = 'reason' in event;
  const cause: unknown = rejection ? event.reason : event.error;
  const stack = cause instanceof Error ? cause.stack : rejection ? undefined : event.filename;
  errors.push({
    kind: rejection ? 'rejection' : 'uncaught',
    ...owned(remoteOfStack(stack, loadedRemotes())),
  });
  soon();
}

function flushErrors(): void {
  clearTimeout(errorTimer);
  errorTimer = undefined;
  if (errors.length > 0) send('/client-events/errors', 'errors', errors);
}

function flush(): void {
  flushErrors();
  if (vitals.length > 0) send('/client-events/vitals', 'vitals', vitals);
}

function soon(): void {
  errorTimer ??= setTimeout(flushErrors, ERRORS_AFTER_MS);
}

/** An error a remote's boundary caught (docs/architecture.md §3): that remote's release failed. */
export function reportBoundaryError(remote: string): void {
  errors.push({ kind: 'boundary', ...owned(remote) });
  rum();
  soon();
}

let started = false;

function startReporting(): void {
  started = true;
  // A page's vitals count for every release it ran, and for the shell, which serves every page:
  // release health compares the pages that ran a canary with those that ran the live release.
  const record = (metric: Metric) => {
    for (const remote of [SHELL, ...loadedRemotes().map(({ name }) => name)]) {
      vitals.push({ metric: metric.name, value: metric.value, ...owned(remote) });
    }
  };
  try {
    onLCP(record);
    onINP(record);
    onCLS(record);
    onTTFB(record);
  } catch {
    // A browser without the Performance APIs still reports its errors.
  }
  // After web-vitals' own listeners: their final values are in by the time this sends. Not on
  // `pagehide`: a page being left fires it before `visibilitychange`, so the vitals web-vitals
  // finalises on hiding (LCP, INP, CLS) would miss that beacon and go in a second one, which a
  // closing tab often never sends. Every browser we serve fires `visibilitychange` on leaving.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/**
 * Called by rum/early-errors.ts for every uncaught error and unhandled rejection of the page, and
 * once after a while without one: starts the reporter the first time.
 */
export function rum(event?: Event): void {
  if (!started) startReporting();
  if (event?.type === 'error' || event?.type === 'unhandledrejection') {
    keepError(event as ErrorEvent | PromiseRejectionEvent);
  }
}
