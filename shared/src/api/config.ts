/**
 * The API host differs by site hostname (docs/product.md §7). The host page may set it explicitly
 * (the shell does, from remotes.json); otherwise it is derived: localhost → port 4000,
 * www.example.org → api.example.org.
 */
let configuredBaseUrl: string | undefined;

export function configureApiBaseUrl(url: string | undefined): void {
  configuredBaseUrl = url?.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  if (configuredBaseUrl) return configuredBaseUrl;
  if (typeof window === 'undefined') return 'http://localhost:4000';
  const { protocol, hostname } = window.location;
  if (hostname === 'localhost' || hostname === '127.0.0.1' || /^\d+\.\d+\.\d+\.\d+$/.test(hostname)) {
    return `${protocol}//${hostname}:4000`;
  }
  return `${protocol}//api.${hostname.replace(/^www\./, '')}`;
}
