/** A minimal server-sent-events client over real HTTP: what EventSource sees, event by event. */
import http from 'node:http';

export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event so far, comments (`: connected`) excluded. */
  events: SseEvent[];
  /** Raw text received, comments included. */
  text(): string;
  /** Resolves with the first event (already received or future) that matches. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the response or the connection closes. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' };
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields += 1;
    if (name === 'event') event.event = value;
    else if (name === 'id') event.id = value;
    else if (name === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
  }
  return fields > 0 ? event : null;
}

/** Opens `url` and resolves once the response head has arrived. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let raw = '';
      let pending = '';
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let end: () => void = () => undefined;
      const ended = new Promise<void>((r) => {
        end = r;
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut = pending.indexOf('\n\n');
        while (cut >= 0) {
          const parsed = parseBlock(pending.slice(0, cut));
          if (parsed) events.push(parsed);
          pending = pending.slice(cut + 2);
          cut = pending.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      res.on('close', end);
      res.on('end', end);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        text: () => raw,
        ended,
        close: () => req.destroy(),
        next: (match, timeoutMs = 10_000) =>
          new Promise<SseEvent>((found, fail) => {
            const check = () => {
              const hit = events.find(match);
              if (!hit) return;
              clearTimeout(timer);
              waiters.delete(check);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; received: ${raw}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
      });
    });
    req.on('error', reject);
  });
}
