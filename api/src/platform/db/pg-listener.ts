/**
 * LISTEN on Postgres needs one dedicated connection that stays open (a pooled client would be
 * handed to other queries). It reconnects by itself after an outage, re-issuing every LISTEN.
 */
import pg from 'pg';
import { CLOSE_GRACE_MS, settlesWithin } from './settles-within';

export type Listener = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

const RECONNECT_DELAY_MS = 1000;
const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

export function createPgListener(connection: string | pg.ClientConfig): {
  listen: Listener;
  close: () => Promise<void>;
} {
  const settings: pg.ClientConfig = {
    connectionTimeoutMillis: DEFAULT_CONNECT_TIMEOUT_MS,
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
  };
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(scheduleReconnect);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const c = new pg.Client(settings);
      c.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      c.on('error', () => {
        client = null;
        c.end().catch(() => undefined);
        scheduleReconnect();
      });
      try {
        await c.connect();
        for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
        client = c;
        return c;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  }

  const listen: Listener = async (channel, onPayload) => {
    let set = handlers.get(channel);
    const fresh = !set;
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(onPayload);
    try {
      const c = await connect();
      if (fresh) await c.query(`LISTEN ${quote(channel)}`);
    } catch {
      // The database is down: the reconnect loop re-issues LISTEN for every channel later.
      scheduleReconnect();
    }
    return async () => {
      set.delete(onPayload);
    };
  };

  return {
    listen,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c && !(await settlesWithin(c.end(), CLOSE_GRACE_MS))) {
        c.connection.stream.destroy();
      }
    },
  };
}
