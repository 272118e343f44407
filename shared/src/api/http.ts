import axios, { AxiosError, type AxiosInstance } from 'axios';
import { apiBaseUrl } from './config';
import { readAuthToken } from './token-storage';
import { toApiError } from './api-error';

/**
 * The one axios instance (DESIGN §8, bulletproof-react). Bearer token from
 * localStorage.authToken, cookies sent, only 2xx succeeds, every error normalised to ApiError.
 */
export const http: AxiosInstance = axios.create({
  withCredentials: true,
  timeout: 15_000,
  headers: { Accept: 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
});

http.interceptors.request.use((config) => {
  config.baseURL ??= apiBaseUrl();
  const token = readAuthToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(
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
