import type { AxiosAdapter, AxiosInstance, AxiosResponse } from 'axios';
import { currentLanguage } from '@journeys/shared/i18n';
import { apiBaseUrl } from './config';
import { readAuthToken } from './token-storage';
import { isApiError, isErrorBody, toApiError } from './api-error';
import { callWords } from './call-words';

export interface RequestConfig {
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob': the answer's bytes as they came (a file to save), not parsed JSON. */
  responseType?: 'blob';
  /**
   * How much of the request's body has been sent (a photo upload's progress bar); `total` is
   * unknown when the browser cannot tell. axios's browser build has no progress events
   * (shared/build/axios-unused-parts.mjs): only an `adapter` that reports them calls it.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * The transport of this one request (the photo upload's, photos-api/upload-adapter.ts), in
   * place of axios's XMLHttpRequest one; a test's setHttpAdapter still wins.
   */
  adapter?: AxiosAdapter;
}

export interface UploadProgress {
  loaded: number;
  total?: number;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

let instance: Promise<AxiosInstance> | undefined;
let adapterOverride: AxiosAdapter | undefined;

/** A blob's text through FileReader, which every browser (and jsdom) has, unlike Blob.text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });
}

/** An error answer asked for as a blob is still the API's JSON error: read it as such. */
async function errorBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await blobText(data)) as unknown;
  } catch {
    return undefined;
  }
}

/** Rejects with the failure's ApiError; without the API's own message, once our words for it are here. */
async function rejectWith(status: number | undefined, body: unknown, timedOut = false): Promise<never> {
  if (!isErrorBody(body)) await callWords.load(currentLanguage());
  throw toApiError(status, body, timedOut ? callWords.t('timeout') : undefined);
}

function settled(response: AxiosResponse): AxiosResponse | Promise<never> {
  // Only 2xx succeeds; every other answer becomes an ApiError with the API's message and code.
  if (response.status < 200 || response.status >= 300) {
    return errorBody(response.data).then((body) => rejectWith(response.status, body));
  }
  // An empty body (204) is no data, not an empty string.
  if (response.data === '') response.data = undefined;
  return response;
}

/**
 * The one axios instance (docs/architecture.md §4). Bearer token from localStorage.authToken,
 * cookies sent, a 15 s deadline, only 2xx succeeds, every failure normalised to ApiError.
 * axios (16 KB gzip) arrives with the first request rather than with the page: the landing
 * page is usable before it, and every other page asks for data at once anyway.
 */
export function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios, AxiosError }) => {
    const created = axios.create({
      withCredentials: true,
      timeout: 15_000,
      headers: { Accept: 'application/json' },
      // Every answer reaches the response interceptor, whichever adapter produced it.
      validateStatus: null,
    });
    created.interceptors.request.use((config) => {
      config.baseURL ??= apiBaseUrl();
      const token = readAuthToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      // The API answers in the page's language (its error messages, emails, reference data), or
      // in the one a call names (the words of a page being switched to another language).
      if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', currentLanguage());
      if (adapterOverride) config.adapter = adapterOverride;
      return config;
    });
    created.interceptors.response.use(settled, (error: unknown) => {
      if (isApiError(error)) return Promise.reject(error);
      // No answer at all (offline, refused, aborted, timed out; a test's adapter can fail the way
      // a dropped connection does): status 0.
      const timedOut =
        error instanceof AxiosError && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
      return rejectWith(undefined, undefined, timedOut);
    });
    return created;
  });
  return instance;
}

/** For @journeys/shared/testing: answer every request with `adapter` (undefined: the network). */
export function setHttpAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
}

async function send<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data: unknown,
  config: RequestConfig = {},
): Promise<HttpResponse<T>> {
  const client = await axiosInstance();
  const { data: body, status } = await client.request<T>({ method, url, data, ...config });
  return { data: body, status };
}

/** The calls the API functions make, each waiting for the instance on its first use. */
export const http = {
  get: <T>(url: string, config?: RequestConfig) => send<T>('get', url, undefined, config),
  post: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>('post', url, data, config),
  put: <T>(url: string, data?: unknown, config?: RequestConfig) => send<T>('put', url, data, config),
  /** A body only where the API asks for one (DELETE /account's confirmation). */
  delete: <T>(url: string, config?: RequestConfig, data?: unknown) => send<T>('delete', url, data, config),
};
