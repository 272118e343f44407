/**
 * The help calendar's query keys. Kept with its calls rather than in `@journeys/shared/query`'s
 * table: that table is a singleton the shell provides, and a help remote released before the
 * shell would find no `help` there. Every key carries the viewer's id (a login is a new key).
 */
export const helpKeys = {
  /** Every help answer: a change to one calendar can change the list's 'places open'. */
  all: ['help'] as const,
  /** GET /help/calendars */
  list: (viewerId: number | null) => ['help', 'list', { viewerId }] as const,
  /** GET /help/calendars/:surgery */
  calendar: (surgeryId: number, viewerId: number | null) =>
    ['help', 'calendar', surgeryId, { viewerId }] as const,
  /** What an invite leads to, asked once per token and viewer. */
  invite: (token: string, viewerId: number | null) => ['help', 'invite', token, { viewerId }] as const,
} as const;
