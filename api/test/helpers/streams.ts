/** Opening notification streams the way the browser does: a one-time ticket, then EventSource. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openSse, type SseEvent, type SseStream } from './sse-client';
import { json, type Member } from './test-app';

/** Starts listening on a free port; resolves to the base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function streamTicket(app: FastifyInstance, member: Member): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/notifications/stream-ticket', headers: member.auth });
  if (res.statusCode !== 201) throw new Error(`ticket refused: ${res.statusCode} ${res.body}`);
  return json<{ ticket: string }>(res).ticket;
}

/** A stream of `member` opened with a fresh ticket; `query` is appended (e.g. 'lastEventId=3'). */
export async function openStream(
  app: FastifyInstance,
  base: string,
  member: Member,
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<SseStream> {
  const ticket = await streamTicket(app, member);
  const extra = options.query ? `&${options.query}` : '';
  return openSse(
    `${base}/notifications/stream?ticket=${encodeURIComponent(ticket)}${extra}`,
    options.headers,
  );
}

export const isNotification =
  (text?: string) =>
  (event: SseEvent): boolean =>
    event.event === 'notification' &&
    (text === undefined || (JSON.parse(event.data) as { text: string }).text === text);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 20 ms for up to `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(20);
  }
}
