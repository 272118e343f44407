/**
 * The signed token of an email's unsubscribe link: (member, kind) and an HMAC, so the link works
 * without logging in and is checked without a database lookup. It turns off one kind only, and
 * stays valid (turning it off again is harmless).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, type DatabaseConfig } from '../../platform/config';
import { EMAIL_KINDS, type EmailKind } from './email-kinds';

// Built from EMAIL_KINDS, so a new kind's links (help, docs/product.md §10) work the day its emails go out.
export const UNSUBSCRIBE_TOKEN_PATTERN = new RegExp(
  `^(\\d{1,10})\\.(${EMAIL_KINDS.join('|')})\\.([A-Za-z0-9_-]{43})$`,
);

function signature(secret: string, userId: number, kind: EmailKind): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

export function createUnsubscribeToken(secret: string, userId: number, kind: EmailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The (member, kind) a genuine token names; null for anything else. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; kind: EmailKind } | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id = '', kindName = '', mac = ''] = match;
  const userId = Number(id);
  const kind = kindName as EmailKind;
  if (!EMAIL_KINDS.includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind } : null;
}

/**
 * Without EMAIL_TOKEN_SECRET (development): a random secret generated once and kept in
 * `email-token-secret` beside the embedded database's directory (`<repo>/.data` by default, or
 * with PostgreSQL), so links in the outbox keep working across restarts and the API and a worker
 * on the same machine agree on it.
 */
export function developmentEmailTokenSecret(database: DatabaseConfig): string {
  const dir = database.pgliteDir ? path.dirname(database.pgliteDir) : path.join(findRepoRoot(), '.data');
  const file = path.join(dir, 'email-token-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
