/**
 * The one cursor of every keyset-paged list: the last row's (created_at, id), opaque to clients.
 * Lists are ordered newest first by (created_at, id), so a row inserted between two page loads
 * never shifts a later page.
 */
import { AppError } from './errors';

export interface KeysetCursor {
  /** created_at as Postgres text: keeps the microseconds a JS Date would drop. */
  at: string;
  id: number;
}

const INVALID_CURSOR = 'Invalid cursor: pass back the nextCursor of a previous page unchanged';
/** Postgres' timestamptz text, e.g. '2024-05-01 10:00:00.123456+00'. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** A real calendar time: a cast Postgres would refuse must be a 400 here, not a 500 there. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [, date, time] = match;
  const parsed = new Date(`${date}T${time}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${time}`);
}

export function encodeCursor(c: KeysetCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

/** The cursor a client sent back; anything we did not issue is a 400, never a database error. */
export function decodeCursor(raw: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      isTimestamp(parsed[0]) &&
      Number.isSafeInteger(parsed[1]) &&
      (parsed[1] as number) > 0
    ) {
      return { at: parsed[0], id: parsed[1] as number };
    }
  } catch {
    // fall through to the 400 below
  }
  throw new AppError('INVALID_CURSOR', INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

/** Splits the `limit + 1` rows a page query read into the page and the cursor of the next one. */
export function pageOf<Row extends { id: number; cursor_at: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
