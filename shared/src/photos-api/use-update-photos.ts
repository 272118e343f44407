import { useQuery } from '@journeys/shared/query';
import type { Photo } from '@journeys/shared/rules';
import type { PhotoGalleryUpdate } from '../contracts';
import { fetchUpdatePhotos, updatePhotosKey } from './photos';

/**
 * The photos a reader sees of one update. The feed's pages hold only the public ones (they are
 * the same for every reader); a member asks for the members-only ones, at signed addresses, and
 * only when the update has some.
 */
export function useUpdatePhotos(update: PhotoGalleryUpdate, viewerId: number | null): readonly Photo[] {
  const query = useQuery({
    queryKey: updatePhotosKey(update.id, viewerId),
    queryFn: () => fetchUpdatePhotos(update.id),
    enabled: viewerId !== null && update.membersOnlyPhotoCount > 0,
  });
  return query.data?.photos ?? update.photos;
}
