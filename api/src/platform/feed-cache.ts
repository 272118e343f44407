/**
 * Read-through cache of serialized feed pages (GET /reviews). The feed is the busiest read and
 * changes only on a handful of writes, so a page is assembled and serialized once and then
 * served as a string until something it shows changes.
 *
 * Invalidation is by version: every feed-changing write bumps it locally (before its response
 * leaves, so the writer reads its own write) and sends NOTIFY feed_changed, which every API
 * instance LISTENs to and bumps on. A page is only stored if no bump happened while it was
 * loaded, so a load that raced a write cannot pin stale data. A short TTL bounds staleness when
 * a notification is lost (listener reconnecting after an outage).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Listener } from './db/pg-listener';
import type { Db } from './db/db-types';

export const FEED_CHANNEL = 'feed_changed';

export interface FeedCacheOptions {
  /** Safety net for a lost notification; 0 turns caching off (every read loads). */
  ttlMs?: number;
  /** Pages kept at most; the oldest entry goes first. */
  maxEntries?: number;
  /** Called when sending NOTIFY fails (the local bump has happened regardless). */
  onError?: (err: unknown) => void;
}

export interface FeedCache {
  /** The cached JSON for key, or load() serialized once and stored. Concurrent misses share one load. */
  read(key: string, load: () => Promise<string>): Promise<string>;
  /** A feed-changing write committed: drop every page here and tell the other instances. */
  changed(options?: { wait?: boolean }): Promise<void>;
  /** Drops every page of this instance only. */
  invalidate(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Entry {
  body: string;
  version: number;
  expiresAt: number;
}

const DEFAULT_TTL_MS = 5000;
/** A 50-review page is ~60 KB, so the worst case stays near 30 MB per instance. */
const DEFAULT_MAX_ENTRIES = 500;

export function createFeedCache(db: Db, listen: Listener, options: FeedCacheOptions = {}): FeedCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<string>>();
  let version = 0;
  // Sent as the payload: an instance has already dropped its pages when it notifies, so its
  // own echo is skipped (it would only throw away pages filled after the write).
  const instanceId = randomUUID();
  let unlisten: (() => Promise<void>) | null = null;

  const invalidate = (): void => {
    version += 1;
    entries.clear();
    // In-flight loads finish for their callers but are neither stored nor shared any more.
    loading.clear();
  };

  function store(key: string, body: string, at: number): void {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { body, version: at, expiresAt: Date.now() + ttlMs });
  }

  return {
    async read(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expiresAt > Date.now()) return hit.body;
      if (hit) entries.delete(key);
      const pending = loading.get(key);
      if (pending) return pending;
      const at = version;
      const promise = load().then(
        (body) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (at === version) store(key, body, at);
          return body;
        },
        (err: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw err;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    async changed({ wait = true } = {}) {
      invalidate();
      const notify = sql`SELECT pg_notify(${FEED_CHANNEL}, ${instanceId})`.execute(db).then(
        () => undefined,
        (err: unknown) => options.onError?.(err),
      );
      if (wait) await notify;
    },

    invalidate,

    async start() {
      unlisten = await listen(FEED_CHANNEL, (payload) => {
        if (payload !== instanceId) invalidate();
      });
    },

    async stop() {
      await unlisten?.();
      unlisten = null;
      invalidate();
    },
  };
}
