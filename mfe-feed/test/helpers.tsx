import type { CommentsSlotProps } from '@journeys/shared/contracts';
import type { Review, ReviewPage } from '@journeys/shared/domain';
import { eventBus, type AppEvents } from '@journeys/shared/events';
import type { QueryClient } from '@journeys/shared/query';
import { renderWithRouter, type FakeApi } from '@journeys/shared/testing';
import Feed from '../src/exposes/feed';

/** Stands in for the comments remote: shows the props the feed hands it. */
export function CommentsStub({
  reviewId,
  reviewOwnerId,
  commentCount,
  highlightCommentId,
}: CommentsSlotProps) {
  return (
    <p data-testid={`comments-${reviewId}`}>
      {`${commentCount} comments; owner ${reviewOwnerId}; highlight ${highlightCommentId ?? 'none'}`}
    </p>
  );
}

export function page(
  reviews: Review[],
  nextCursor: string | null = null,
): { status: number; body: ReviewPage } {
  return { status: 200, body: { reviews, nextCursor } };
}

/** The feed at `route`; pass the client of an earlier render to keep its cache (a return visit). */
export function renderFeed(route = '/surgeries', client?: QueryClient) {
  return renderWithRouter(<Feed CommentsSlot={CommentsStub} />, { route, path: '/surgeries', client });
}

/** Records one event type for the test; subscribe before acting, the bus keeps undelivered commands. */
export function listen<K extends keyof AppEvents>(type: K): { events: AppEvents[K][]; off(): void } {
  const events: AppEvents[K][] = [];
  const off = eventBus.on(type, (payload) => events.push(payload));
  return { events, off };
}

export function reviewRequests(api: FakeApi) {
  return api.requests.filter((r) => r.method === 'GET' && r.url === '/reviews');
}
