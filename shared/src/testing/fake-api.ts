/**
 * A scripted API for component tests of a module run standalone: it replaces the adapter of
 * the one axios instance, so the real client code (interceptors, error normalisation) runs.
 * Browser tests in e2e/ use the real API instead.
 */
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { setHttpAdapter } from '../api/http';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeReply = { status: number; body?: unknown; delayMs?: number };
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  /** `on('GET /reviews', handler)`; the path may contain `:param` segments. */
  on(route: string, handler: FakeHandler | FakeReply): FakeApi;
  requests: FakeRequest[];
  restore(): void;
}

function matches(pattern: string, url: string): boolean {
  const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  return re.test(url);
}

export function installFakeApi(): FakeApi {
  const routes: { method: string; path: string; handler: FakeHandler }[] = [];
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const params: Record<string, unknown> = {};
    // As the server would read them: axios leaves out null and undefined parameters.
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
      if (value != null) params[name] = value;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      headers[name.toLowerCase()] = String(value);
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: new URL(config.url ?? '', 'http://api.test').pathname,
      params,
      // The JSON axios serialised, read back as the server would.
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers,
    };
    requests.push(request);
    const route = [...routes]
      .reverse()
      .find((r) => r.method === request.method && matches(r.path, request.url));
    const reply: FakeReply = route
      ? await route.handler(request)
      : {
          status: 404,
          body: {
            statusCode: 404,
            error: 'Not Found',
            message: `No fake for ${request.method} ${request.url}`,
          },
        };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    // The instance's response interceptor decides what counts as success, as for the network.
    return { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
  };

  setHttpAdapter(adapter);
  const api: FakeApi = {
    on(route, handler) {
      const [method = 'GET', path = '/'] = route.split(' ');
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return api;
    },
    requests,
    restore() {
      setHttpAdapter(undefined);
    },
  };
  return api;
}
