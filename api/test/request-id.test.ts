/**
 * Request ids: every answer carries `x-request-id` (the caller's when it is a plain
 * token, a fresh UUID otherwise), errors and the live stream included, and every log line of the
 * request carries the same id as `reqId`.
 */
import { Writable } from 'node:stream';
import { loggerOptions } from '../src/platform/http/logger-options';
import { testAppPerSuite } from './helpers/per-suite';
import { openSse } from './helpers/sse-client';
import { listenOnFreePort, streamTicket } from './helpers/streams';
import { BACKENDS } from './helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const REPORT = '/client-events/remote-failure';

interface LogLine {
  reqId?: string;
  msg?: string;
}

function logCapture(): { stream: Writable; lines: () => LogLine[]; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  };
}

describe.each(BACKENDS)('request ids (%s)', (backend) => {
  const log = logCapture();
  const t = testAppPerSuite(backend, {
    fastify: { logger: { ...loggerOptions('info'), stream: log.stream } },
    rateLimits: { clientEvents: 1 },
  });

  it('gives each request a fresh UUID when none is sent', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/ping' });
    const second = await t.app.inject({ method: 'GET', url: '/ping' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it.each([
    ['a short token', 'abc'],
    ['dots, underscores and colons', 'req-42.node_3:7'],
    ['a UUID', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['128 characters', 'x'.repeat(128)],
  ])('keeps an incoming id of %s', async (_name, id) => {
    const res = await t.app.inject({ method: 'GET', url: '/ping', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['a newline', 'evil\n{"level":60,"msg":"forged"}'],
    ['a carriage return', 'evil\rforged'],
    ['500 characters', 'y'.repeat(500)],
    ['129 characters', 'z'.repeat(129)],
    ['spaces', 'evil id'],
    ['quotes and brackets', '"><script>'],
    ['several headers', ['one', 'two']],
  ])('replaces an incoming id with %s', async (_name, hostile) => {
    const res = await t.app.inject({ method: 'GET', url: '/ping', headers: { 'x-request-id': hostile } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    const ids = log.lines().map((line) => line.reqId);
    expect(ids).toContain(res.headers['x-request-id']);
    for (const value of [hostile].flat()) expect(ids).not.toContain(value);
    expect(log.text()).not.toContain('forged');
  });

  it('puts the id in every log line of the request, the handler’s own included', async () => {
    const id = 'trace-remote-1';
    const res = await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-request-id': id },
      payload: { remote: 'feed', phase: 'load' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = log.lines().filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual([
      'incoming request',
      'a remote failed in a browser',
      'request completed',
    ]);
    // The handler's line is found only through its id: no other line about it lacks one.
    const handlerLines = log.lines().filter((line) => line.msg === 'a remote failed in a browser');
    expect(handlerLines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });

  it('echoes the id on refusals: 404, 400, 401, 429 and a malformed URL', async () => {
    const cases = [
      { method: 'GET' as const, url: '/no/such/route', status: 404 },
      { method: 'GET' as const, url: '/insights/procedures/not-a-number', status: 400 },
      { method: 'POST' as const, url: '/notifications/stream-ticket', status: 401 },
      { method: 'GET' as const, url: '/states%zz', status: 400 },
    ];
    for (const [i, { status, ...request }] of cases.entries()) {
      const id = `refusal-${i}`;
      const res = await t.app.inject({ ...request, headers: { 'x-request-id': id } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-request-id']).toBe(id);
    }
    // The limit is 1 and the log test above used it up.
    const limited = await t.app.inject({
      method: 'POST',
      url: REPORT,
      headers: { 'x-request-id': 'refusal-429' },
      payload: { remote: 'feed', phase: 'load' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-request-id']).toBe('refusal-429');
    const limitedLines = log.lines().filter((line) => line.reqId === 'refusal-429');
    expect(limitedLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('echoes the id on the live notification stream', async () => {
    const base = await listenOnFreePort(t.app);
    const member = await t.member();
    const ticket = await streamTicket(t.app, member);
    const stream = await openSse(`${base}/notifications/stream?ticket=${ticket}`, {
      'x-request-id': 'stream-1',
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['x-request-id']).toBe('stream-1');
    stream.close();
    await stream.ended;
  });
});
