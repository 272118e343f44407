/**
 * The photos' part of the app context: where photo files live, and the signer of members-only
 * photo addresses (docs/security.md §12). The account export and the moderation queue read
 * them too.
 */
import type { PhotosConfig } from '../../platform/config';
import { createPhotoStorage } from './create-photo-storage';
import type { PhotoStorage } from './photo-storage';
import { photoUrlSigner, type PhotoUrlSigner } from './photo-urls';

export interface PhotosContext {
  storage: PhotoStorage;
  signer: PhotoUrlSigner;
}

declare module '../../platform/app-context' {
  interface AppContext {
    photos: PhotosContext;
  }
}

/** `secret` signs the members-only addresses; they expire `config.urlTtlSeconds` after `clock`. */
export function createPhotosContext(config: PhotosConfig, secret: string, clock: () => Date): PhotosContext {
  return {
    storage: createPhotoStorage(config.storage),
    signer: photoUrlSigner(secret, config.urlTtlSeconds, clock),
  };
}
