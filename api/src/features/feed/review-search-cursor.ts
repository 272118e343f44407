/**
 * The feed's cursor under each order. Newest first keeps the one keyset cursor of every list
 * (keyset-cursor.ts), so cursors issued before sorting existed still work; the other orders wrap
 * it with the order's name and the last row's sort key. A cursor carries its order so that one
 * issued under another sort (or with and without search text) is refused, not misread.
 */
import type { FEED_SORTS } from '@journeys/shared/paths';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, type KeysetCursor } from '../../platform/keyset-cursor';

/** The sorts a client asks for, plus best match first: the default order of a text search. */
export type FeedOrder = (typeof FEED_SORTS)[number] | 'relevance';

export interface FeedCursor extends KeysetCursor {
  order: FeedOrder;
  /** The last row's first sort key: its update or comment count or its scaled rank; null when newest. */
  key: number | null;
}

const INVALID_CURSOR = 'Invalid cursor: pass back the nextCursor of a previous page unchanged';
const OTHER_ORDER =
  'This cursor belongs to a list in another order (the sort or the search text changed): start again from the first page without a cursor';

function refuse(message: string): never {
  throw new AppError(
    'INVALID_CURSOR',
    message,
    { cursor: message },
    message === OTHER_ORDER ? { key: 'err.cursorOtherOrder' } : undefined,
  );
}

export function encodeFeedCursor(c: FeedCursor): string {
  const keyset = encodeCursor({ at: c.at, id: c.id });
  if (c.order === 'newest') return keyset;
  return Buffer.from(JSON.stringify([c.order, c.key, keyset])).toString('base64url');
}

function keyOf(key: unknown): number {
  return Number.isSafeInteger(key) && (key as number) >= 0 ? (key as number) : refuse(INVALID_CURSOR);
}

/** The cursor a client sent back, for a list in `order`; anything else is a 400. */
export function decodeFeedCursor(raw: string, order: FeedOrder): FeedCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return refuse(INVALID_CURSOR);
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    // A plain keyset cursor: only a newest-first list issues those.
    const keyset = decodeCursor(raw);
    if (order !== 'newest') refuse(OTHER_ORDER);
    return { order, key: null, ...keyset };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[2] !== 'string') refuse(INVALID_CURSOR);
  const [issuedFor, key, keyset] = parsed as [unknown, unknown, string];
  if (issuedFor !== 'updates' && issuedFor !== 'comments' && issuedFor !== 'relevance')
    refuse(INVALID_CURSOR);
  if (issuedFor !== order) refuse(OTHER_ORDER);
  return { order, key: keyOf(key), ...decodeCursor(keyset) };
}

/** Splits the `limit + 1` rows a page query read into the page and the cursor of the next one. */
export function feedPageOf<Row extends { id: number; cursor_at: string; sort_key: number | string | null }>(
  rows: Row[],
  limit: number,
  order: FeedOrder,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last
        ? encodeFeedCursor({
            order,
            key: last.sort_key === null ? null : Number(last.sort_key),
            at: last.cursor_at,
            id: last.id,
          })
        : null,
  };
}
