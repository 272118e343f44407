/** The storage PHOTO_STORAGE names (docs/operations.md §17). */
import type { PhotoStorageConfig } from '../../platform/config';
import { filesystemStorage } from './filesystem-storage';
import type { PhotoStorage } from './photo-storage';

export function createPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  if (config.kind !== 's3') return filesystemStorage(config.dir);
  // The AWS SDK takes about half a second to load: only a site that keeps its photos in S3 pays
  // it, on its first photo call, not every process and command-line tool at start.
  const loaded = import('./s3-storage').then(({ s3Storage }) => s3Storage(config));
  // A failed load is reported to each caller; until one calls, it is not an unhandled rejection.
  loaded.catch(() => undefined);
  return {
    put: async (key, body, contentType) => (await loaded).put(key, body, contentType),
    get: async (key) => (await loaded).get(key),
    removePrefix: async (prefix) => (await loaded).removePrefix(prefix),
  };
}
