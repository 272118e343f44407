/**
 * Opaque secrets (session and verification tokens): 256 random bits, base64url on the wire,
 * SHA-256 at rest so a database leak yields no usable token. A fast hash is right here because
 * the input is already high-entropy; passwords use argon2 instead.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
