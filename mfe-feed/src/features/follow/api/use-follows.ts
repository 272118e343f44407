import { errorMessage } from '@journeys/shared/api';
import { showToast } from '@journeys/shared/events';
import { fetchFollows, followSurgery, unfollowSurgery } from '@journeys/shared/follows-api';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@journeys/shared/query';
import { useT } from '../messages';

/** `GET /follows`, once per page for every card: the feed itself is the same for every viewer (cached). */
export function useFollows(memberId: number) {
  return useQuery({
    queryKey: queryKeys.follows.mine(memberId),
    queryFn: ({ signal }) => fetchFollows(signal),
  });
}

/** Follow or unfollow at once on screen; a refusal puts the button back and says why. */
export function useToggleFollow(memberId: number) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = queryKeys.follows.mine(memberId);
  return useMutation({
    mutationFn: ({ reviewId, follow }: { reviewId: number; follow: boolean }) =>
      follow ? followSurgery(reviewId) : unfollowSurgery(reviewId),
    onMutate: async ({ reviewId, follow }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        follow ? [reviewId, ...ids.filter((id) => id !== reviewId)] : ids.filter((id) => id !== reviewId),
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
      showToast(errorMessage(error, t('followErr')), 'error');
    },
  });
}
