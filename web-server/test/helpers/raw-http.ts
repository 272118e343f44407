// A server of the test on its own port, asked over a plain socket.
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export const portOf = (server: Server) => (server.address() as AddressInfo).port;

export const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * One raw HTTP/1.1 request, sent byte for byte (no client-side normalisation of the path), with
 * `headers` (by default the Host a browser of localhost sends) and `Connection: close`.
 */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = { Host: `localhost:${port}` },
): Promise<{ status: number; head: string; body: string }> {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}Connection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}
