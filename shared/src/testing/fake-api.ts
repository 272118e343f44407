/**
 * A scripted API for component tests of a module run standalone: it replaces the adapter of
 * the one axios instance, so the real client code (interceptors, error normalisation) runs.
 * Browser tests in e2e/ use the real API instead.
 */
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://api.test').pathname;
    const method = (config.method ?? 'get').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      headers[k.toLowerCase()] = String(v);
    const request: FakeRequest = {
      method,
      url,
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers,
    };
    requests.push(request);
    const route = [...routes].reverse().find((r) => r.method === method && matches(r.path, url));
    const reply: FakeReply = route
      ? await route.handler(request)
      : {
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: `No fake for ${method} ${url}` },
        };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (validate(reply.status)) return response;
    const { AxiosError } = await import('axios');
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
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
