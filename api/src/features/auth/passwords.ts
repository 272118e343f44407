/** argon2id with the library defaults (m=19 MiB, t=2, p=1: the OWASP minimum). */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is `const` and cannot be read under isolatedModules. */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

/**
 * Verified against when the email has no password, so that answer costs the same argon2 work
 * as a wrong password. Made once per process; accountRoutes awaits it at startup so the first
 * unknown email is not the one slow answer.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await dummyPasswordHash(), password);
}
