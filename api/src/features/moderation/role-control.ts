/**
 * The local control channel of the embedded database. PGlite lets one process open its data
 * directory, so while the API runs on it, `npm run grant-moderator` cannot open it too: the API
 * listens on a Unix domain socket next to the data directory (mode 0600: the same OS user only,
 * never the network) and the command line sends it the role change instead. The API opens it only
 * on the embedded database; on PostgreSQL the command line connects itself.
 */
import fs from 'node:fs';
import net from 'node:net';
import { changeRole, RoleChangeError, type RoleChange } from './roles';
import type { Db } from '../../platform/db/db-types';

/** A request is one short JSON line; anything longer is not ours. */
const REQUEST_MAX_BYTES = 2048;
const IDLE_MS = 10_000;

export interface ControlRequest {
  command: RoleChange;
  email: string;
  by: string;
}

export interface ControlAnswer {
  ok: boolean;
  message: string;
}

/** Next to, not inside, the PGlite data directory: PGlite owns that. */
export function controlSocketPath(pgliteDir: string): string {
  return `${pgliteDir.replace(/\/+$/, '')}.control.sock`;
}

function parseRequest(line: string): ControlRequest | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return null;
    const { command, email, by } = value as Record<string, unknown>;
    if ((command !== 'grant' && command !== 'revoke') || typeof email !== 'string' || typeof by !== 'string')
      return null;
    if (email.length > 320 || by.length > 200) return null;
    return { command, email, by };
  } catch {
    return null;
  }
}

async function answer(db: Db, line: string): Promise<ControlAnswer> {
  const request = parseRequest(line);
  if (!request) return { ok: false, message: 'Malformed control request.' };
  try {
    return { ok: true, message: await changeRole(db, request.command, request.email, request.by) };
  } catch (err) {
    if (err instanceof RoleChangeError) return { ok: false, message: err.message };
    throw err;
  }
}

/** Starts listening; resolves to the function that stops and removes the socket. */
export async function openRoleControl(
  db: Db,
  socketPath: string,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  // A socket file left by a process that died is in the way; a live API would hold the data
  // directory, so this process could not have opened the database if one were running.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (buffer.length > REQUEST_MAX_BYTES) {
        socket.destroy();
        return;
      }
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      socket.pause();
      answer(db, line)
        .catch((err: unknown) => {
          onError(err);
          return { ok: false, message: 'The API could not change the role; see its log.' };
        })
        .then((reply) => socket.end(`${JSON.stringify(reply)}\n`))
        .catch(onError);
    });
    socket.on('error', onError);
  });
  // The socket is created with the process umask: make it owner-only from the start.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** The command line's side: null when no API is listening (no socket, or a stale one). */
export async function sendRoleControl(
  socketPath: string,
  request: ControlRequest,
): Promise<ControlAnswer | null> {
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = '';
    let connected = false;
    socket.setTimeout(30_000, () => {
      socket.destroy();
      reject(new Error('The running API did not answer within 30 seconds.'));
    });
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as ControlAnswer);
      } catch {
        reject(new Error('The running API gave an unreadable answer.'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // ECONNREFUSED / ENOENT: a socket file nobody listens on; the database is free to open.
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else reject(err);
    });
  });
}
