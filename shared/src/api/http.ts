import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { apiBaseUrl } from './config';
import { readAuthToken } from './token-storage';
import { toApiError } from './api-error';

let instance: Promise<AxiosInstance> | undefined;
let adapterOverride: AxiosAdapter | undefined;

/**
 * The one axios instance (docs/architecture.md §8, bulletproof-react). Bearer token from
 * localStorage.authToken, cookies sent, only 2xx succeeds, every error normalised to ApiError.
 * axios (16 KB gzip) arrives with the first request rather than with the page: the landing
 * page is usable before it, and every other page asks for data at once anyway.
 */
export function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios, AxiosError }) => {
    const created = axios.create({
      withCredentials: true,
      timeout: 15_000,
      headers: { Accept: 'application/json' },
      validateStatus: (status) => status >= 200 && status < 300,
    });
    created.interceptors.request.use((config) => {
      config.baseURL ??= apiBaseUrl();
      const token = readAuthToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      if (adapterOverride) config.adapter = adapterOverride;
      return config;
    });
    created.interceptors.response.use(
      (response) => response,
      (error: unknown) => {
        if (error instanceof AxiosError) {
          const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
          return Promise.reject(
            toApiError(
              error.response?.status,
              error.response?.data,
              timedOut ? 'The server took too long to answer' : undefined,
            ),
          );
        }
        return Promise.reject(toApiError(undefined, undefined));
      },
    );
    return created;
  });
  return instance;
}

/** For @journeys/shared/testing: answer every request with `adapter` (undefined: the network). */
export function setHttpAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
}

/** The calls the API functions make, each waiting for the instance on its first use. */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    axiosInstance().then((h) => h.get<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    axiosInstance().then((h) => h.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    axiosInstance().then((h) => h.put<T>(url, data, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    axiosInstance().then((h) => h.delete<T>(url, config)),
};
