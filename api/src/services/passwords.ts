/** argon2id with the library defaults (m=19 MiB, t=2, p=1: the OWASP minimum). */
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

/** Verified against when the email is unknown, so both paths cost the same time. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
}
