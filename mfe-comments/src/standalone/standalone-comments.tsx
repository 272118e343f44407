import { useSearchParams } from '@journeys/shared/router';
import { fetchReview } from '@journeys/shared/api';
import { positiveId } from '@journeys/shared/url-ids';
import { queryKeys, useQuery } from '@journeys/shared/query';
import Comments from '../exposes/comments';

/**
 * QA page: /?surgery={id}&comment={id}. The surgery is fetched for its owner (the 'Author' badge
 * and read marking need it) and its comment count; the thread renders meanwhile, and read
 * marking catches up when the owner arrives.
 */
export function StandaloneComments() {
  const [params] = useSearchParams();
  const reviewId = positiveId(params.get('surgery')) ?? 1;
  const commentId = positiveId(params.get('comment')) ?? null;
  const { data: review } = useQuery({
    queryKey: queryKeys.reviews.one(reviewId),
    queryFn: () =>
      fetchReview(reviewId).catch((error: unknown) => {
        console.error('comments standalone: fetching the surgery failed', error);
        throw error;
      }),
  });

  return (
    <>
      <h2>Surgery #{reviewId}</h2>
      <Comments
        reviewId={reviewId}
        reviewOwnerId={review?.patient?.id ?? 0}
        commentCount={review?.commentCount ?? 0}
        highlightCommentId={commentId}
      />
    </>
  );
}
