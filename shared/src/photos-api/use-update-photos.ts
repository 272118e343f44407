import { useQuery } from '@journeys/shared/query';
import type { Photo } from '@journeys/shared/rules';
import type { PhotoGalleryUpdate } from '../contracts';
import { fetchUpdatePhotos, updatePhotosKey } from './photos';

/**
 * The photos a reader sees of one update. The feed's pages hold only the public ones (they are
 * the same for every reader); a member asks for the members-only ones, at signed addresses, and
 * only when the update has some. `awaiting`: how many members-only photos are still on their way
 * (the strip keeps their room); none once they came, or if asking failed.
 */
export function useUpdatePhotos(
  update: PhotoGalleryUpdate,
  viewerId: number | null,
): { photos: readonly Photo[]; awaiting: number } {
  const enabled = viewerId !== null && update.membersOnlyPhotoCount > 0;
  const query = useQuery({
    queryKey: updatePhotosKey(update.id, viewerId),
    queryFn: () => fetchUpdatePhotos(update.id),
    enabled,
  });
  return {
    photos: query.data?.photos ?? update.photos,
    awaiting: enabled && query.isPending ? update.membersOnlyPhotoCount : 0,
  };
}
