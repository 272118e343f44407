import { selectIsLoggedIn, useSession } from '@journeys/shared/session';

/** The logged-in member's id, or null for a visitor: ownership is `review.patient.id === id` (docs/product.md §6). */
export function useMemberId(): number | null {
  return useSession((s) => (selectIsLoggedIn(s) ? (s.user?.id ?? null) : null));
}
