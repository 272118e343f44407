/** The storage PHOTO_STORAGE names (docs/operations.md §17). */
import type { PhotoStorageConfig } from '../../config';
import { filesystemStorage } from './filesystem-storage';
import type { PhotoStorage } from './photo-storage';
import { s3Storage } from './s3-storage';

export function createPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return config.kind === 's3' ? s3Storage(config) : filesystemStorage(config.dir);
}
