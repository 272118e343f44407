// The photos feature: uploads, processing, storage, signed addresses and clean-up of the photos
// of updates. Public entry: app.ts and the other folders import this feature from here only
// (docs/architecture.md §4).
export { createPhotoStorage } from './create-photo-storage';
export type { PhotoStorage } from './photo-storage';
export { photoJobs } from './photo-jobs';
export { toPhoto } from './photo-urls';
export type { PhotoRow, PhotoUrlSigner } from './photo-urls';
export {
  deleteStalePendingPhotos,
  moderatorThumbnail,
  publicPhotosOfUpdate,
  removeHiddenPhotos,
  setUpdatePhotos,
  sweepPhotoDeletions,
  updatePhotoColumns,
} from './photos';
export { createPhotosContext } from './photos-context';
export type { PhotosContext } from './photos-context';
export { photoRoutes } from './photos-routes';
export { photosOfMember } from './member-photos';
export type { MemberPhoto } from './member-photos';
export { processPhoto } from './process-photo';
export { storePendingPhoto } from './photos';
