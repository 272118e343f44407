import { useSession } from '@journeys/shared/session';

/** The logged-in member's id, or null for a visitor: part of every help query key. */
export function useViewerId(): number | null {
  return useSession((s) => s.user?.id ?? null);
}
