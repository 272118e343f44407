import { useEffect, useState } from 'react';
import { useSearchParams } from '@journeys/shared/router';
import { fetchReview } from '@journeys/shared/api';
import { positiveId } from '@journeys/shared/url-ids';
import type { Review } from '@journeys/shared/rules';
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
  const [review, setReview] = useState<Review | null>(null);

  useEffect(() => {
    let current = true;
    fetchReview(reviewId).then(
      (found) => current && setReview(found),
      (error: unknown) => console.error('comments standalone: fetching the surgery failed', error),
    );
    return () => {
      current = false;
    };
  }, [reviewId]);

  return (
    <>
      <h2>Surgery #{reviewId}</h2>
      <Comments
        reviewId={reviewId}
        reviewOwnerId={review?.patient.id ?? 0}
        commentCount={review?.commentCount ?? 0}
        highlightCommentId={commentId}
      />
    </>
  );
}
