/**
 * The picker's upload, a module of its own: the gallery (on /surgeries, whose budget is full)
 * imports photos.ts only, so this and its adapter stay in the wizard pages' chunks.
 */
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import { uploadedPhotoSchema } from '../domain/wire';
import { uploadAdapter } from './upload-adapter';

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
