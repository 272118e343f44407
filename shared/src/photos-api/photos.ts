/** Photos of updates: the picker's upload and the members' view of an update's photos. */
import type { UpdatePhotos } from '@journeys/shared/rules';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import { updatePhotosSchema, uploadedPhotoSchema } from '../domain/wire';
import { uploadAdapter } from './upload-adapter';

/**
 * The query key of an update's photos as one reader sees them (members get signed addresses).
 * Under `queryKeys.updates.all`, so whatever changes updates refreshes it too; kept here rather
 * than in query-keys.ts, which every page loads, because only the media remote reads it.
 */
export const updatePhotosKey = (updateId: number, viewerId: number | null) =>
  ['updates', 'photos', updateId, { viewerId }] as const;

/**
 * POST /photos: one file as multipart/form-data; a pending photo to put in an update's `photos`.
 * `onProgress` hears the share of the file sent so far, 0 to 1, as the browser reports it.
 */
export async function uploadPhoto(file: Blob, onProgress?: (sent: number) => void): Promise<{ id: number }> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<{ id: number }>('/photos', form, {
    adapter: uploadAdapter,
    onUploadProgress:
      onProgress && (({ loaded, total }) => onProgress(sentShare(loaded, total ?? file.size))),
  });
  return process.env.NODE_ENV === 'production' ? data : checked(uploadedPhotoSchema, data, 'POST /photos');
}

/** The share sent, 0 to 1: the body is a little larger than the file (the multipart framing). */
function sentShare(loaded: number, total: number): number {
  return total > 0 ? Math.min(1, loaded / total) : 0;
}

/** GET /updates/{id}/photos: members get members-only photos too, at signed addresses. */
export async function fetchUpdatePhotos(updateId: number): Promise<UpdatePhotos> {
  const { data } = await http.get<UpdatePhotos>(`/updates/${updateId}/photos`);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(updatePhotosSchema, data, 'GET /updates/{id}/photos');
}
