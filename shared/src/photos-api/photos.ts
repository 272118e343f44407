/** Photos of updates: the members' view of an update's photos (the gallery and the picker). */
import type { UpdatePhotos } from '@journeys/shared/rules';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import { updatePhotosSchema } from '../domain/wire';

/**
 * The query key of an update's photos as one reader sees them (members get signed addresses).
 * Under `queryKeys.updates.all`, so whatever changes updates refreshes it too; kept here rather
 * than in query-keys.ts, which every page loads, because only the media remote reads it.
 */
export const updatePhotosKey = (updateId: number, viewerId: number | null) =>
  ['updates', 'photos', updateId, { viewerId }] as const;

/** GET /updates/{id}/photos: members get members-only photos too, at signed addresses. */
export async function fetchUpdatePhotos(updateId: number): Promise<UpdatePhotos> {
  const { data } = await http.get<UpdatePhotos>(`/updates/${updateId}/photos`);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(updatePhotosSchema, data, 'GET /updates/{id}/photos');
}
