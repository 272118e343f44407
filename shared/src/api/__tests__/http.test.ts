import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useLanguageInTest } from '@journeys/shared/testing';
import { configureApiBaseUrl, http, isApiError, toApiError, writeAuthToken } from '..';

/**
 * A real server on the loopback: the client's requests and answers, as sent. Like the API it
 * allows the page's origin with credentials (the page and the API are cross-origin here too).
 */
let server: Server;
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[];
let answer: { status: number; body?: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      });
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{"ok":true}' };
});

describe('the API client on the network', () => {
  it('sends the query without empty parameters, the bearer token and JSON, and reads JSON back', async () => {
    writeAuthToken('tok-9');
    const { data } = await http.post<{ ok: boolean }>(
      '/comment',
      { text: 'hi' },
      { headers: { 'Idempotency-Key': 'k1' }, params: { a: 1, b: null, c: 'x y' } },
    );
    expect(data).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/comment?a=1&c=x+y', body: '{"text":"hi"}' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-9',
      'content-type': 'application/json',
      'idempotency-key': 'k1',
    });
  });

  it("turns a non-2xx answer into an ApiError with the API's message, and an empty 204 into no data", async () => {
    answer = { status: 409, body: '{"statusCode":409,"error":"Conflict","message":"Email is in use"}' };
    const error: unknown = await http.get('/x').catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([409, 'Email is in use']);

    answer = { status: 204 };
    await expect(http.delete('/review/1')).resolves.toMatchObject({ status: 204, data: undefined });
  });

  it('says the server could not be reached when nothing answers', async () => {
    configureApiBaseUrl('http://127.0.0.1:1');
    const error: unknown = await http.get('/reviews').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(0);
    expect((error as Error).message).toMatch(/could not be reached/);
    configureApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await useLanguageInTest('en');
    });

    it('sends the page’s language and says its own messages in it', async () => {
      await http.get('/x');
      expect(seen[0]?.headers['accept-language']).toBe('en');

      await useLanguageInTest('es');
      await http.get('/x');
      expect(seen[1]?.headers['accept-language']).toBe('es');
      expect(toApiError(undefined, undefined).message).toBe(
        'Error de red: no se pudo conectar con el servidor',
      );
      expect(toApiError(404, undefined).message).toBe('No encontrado');
      expect(toApiError(418, 'teapot').message).toBe('La solicitud falló con el estado 418');

      answer = { status: 401, body: '' };
      const error: unknown = await http.get('/x').catch((e: unknown) => e);
      expect((error as Error).message).toBe('Inicie sesión para continuar');
    });
  });
});
