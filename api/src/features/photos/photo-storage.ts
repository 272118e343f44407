/**
 * Where photo files live, behind one interface (docs/architecture.md §4 Photos): a folder on this
 * machine (PHOTO_STORAGE=filesystem, the default) or an S3-compatible bucket (PHOTO_STORAGE=s3).
 * A key is `<photo's storage key>/<file>`; a photo's files share its storage key as a prefix, so
 * removing a photo is removing a prefix.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  length: number;
}

export interface PhotoStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Every file under `prefix/`; removing what is not there is no error. */
  removePrefix(prefix: string): Promise<void>;
}

/** Keys are made by this feature only; still, a key that could leave its folder is refused. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)?$/.test(key) || key.includes('..')) {
    throw new Error('photo storage: refused an unsafe key');
  }
}
