import { act, screen } from '@testing-library/react';
import type { CommentsSlotProps } from '@journeys/shared/contracts';
import type { Review, ReviewPage } from '@journeys/shared/domain';
import { eventBus, type AppEvents } from '@journeys/shared/events';
import type { QueryClient } from '@journeys/shared/query';
import { createTestQueryClient, renderWithRouter, type FakeApi } from '@journeys/shared/testing';
import { QueryProvider } from '@journeys/shared/query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import Feed from '../src/exposes/feed';

/** Stands in for the comments remote: shows the props the feed hands it. */
export function CommentsStub({
  reviewId,
  reviewOwnerId,
  commentCount,
  highlightCommentId,
  open,
}: CommentsSlotProps) {
  return (
    <p data-testid={`comments-${reviewId}`}>
      {`${commentCount} comments; owner ${reviewOwnerId}; highlight ${highlightCommentId ?? 'none'}; open ${String(open)}`}
    </p>
  );
}

/** One page of `GET /reviews`; `total` counts the matches over every page (this one's by default). */
export function page(
  reviews: Review[],
  nextCursor: string | null = null,
  total = reviews.length,
): { status: number; body: ReviewPage } {
  return { status: 200, body: { reviews, nextCursor, total } };
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

/**
 * Puts keyboard focus on the last control of the filter bar (once it has loaded), so the next Tab
 * reaches the first card: what a keyboard user does to get past the filters.
 */
export async function focusLastFilter(): Promise<void> {
  const sort = await screen.findByRole('combobox', { name: 'Sort by' });
  act(() => sort.focus());
}

function HistoryControls() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser Forward
      </button>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

/**
 * The feed with the browser's Back and Forward as two buttons (a memory history): what the
 * address alone restores. The current address is in `screen.getByTestId('location')`.
 */
export function renderFeedWithHistory(route = '/surgeries') {
  return render(
    <QueryProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Feed CommentsSlot={CommentsStub} />
        <HistoryControls />
      </MemoryRouter>
    </QueryProvider>,
  );
}
