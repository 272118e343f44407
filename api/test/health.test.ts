/**
 * Liveness and readiness: /ping answers without the database, /health (readiness)
 * needs a database round trip, and from the moment app.close() begins every new request — the
 * load balancer's readiness probe first — is refused with 503 while running work finishes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDatabase } from '../src/platform/db/create-database';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(
  agent: http.Agent,
  port: number,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** The shell's origin in the default configuration's CORS allow-list. */
const SITE = 'http://localhost:3000';

describe('readiness during shutdown', () => {
  it('answers 503 with the request id and CORS headers from the moment close begins', async () => {
    // No migrations: the gate answers before any route touches a table.
    const database = await createDatabase({});
    const app = await buildApp({ config: loadConfig({}), database });
    // Holds the close after the app's own preClose hooks: the window a load balancer probes in.
    let release: () => void = () => undefined;
    let closeBegun: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => (closeBegun = resolve));
    app.addHook('preClose', async () => {
      closeBegun();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // One kept-alive connection, as a proxy holds to its upstream.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const ready = await get(agent, port, '/health');
      expect(ready.status).toBe(200);

      const closed = app.close();
      await begun;
      for (const path of ['/health', '/reviews']) {
        const refused = await get(agent, port, path, {
          'x-request-id': `drain-${path.slice(1)}`,
          origin: SITE,
        });
        expect(refused.status).toBe(503);
        expect(refused.headers['x-request-id']).toBe(`drain-${path.slice(1)}`);
        // A page still loading reads the 503, not a CORS failure.
        expect(refused.headers['access-control-allow-origin']).toBe(SITE);
        expect(refused.headers.connection).toBe('close');
        expect(JSON.parse(refused.body)).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'SERVICE_UNAVAILABLE',
          message: 'Service temporarily unavailable',
        });
      }
      release();
      await closed;
    } finally {
      release();
      agent.destroy();
      await app.close();
      await database.close();
    }
  });
});
