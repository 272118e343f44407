/** What a push shows, read defensively: the worker trusts no field of it (pure, so jest tests it). */
interface ShownPush {
  title: string;
  url: string;
  tag: string;
}

/** A site path: '/…' but never '//host' (another site) or a backslash trick. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\') &&
  value.length <= 500;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * What to show for a push. A push the worker cannot read still shows something (the browser
 * requires it for `userVisibleOnly` subscriptions) and opens the notifications page.
 */
export function readPush(data: { json(): unknown } | null | undefined): ShownPush {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = data?.json();
    if (typeof parsed === 'object' && parsed !== null) json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback below.
  }
  return {
    title: text(json.title, 120) ?? 'Surgery Journeys',
    url: isSitePath(json.url) ? json.url : '/notifications',
    tag: text(json.tag, 100) ?? 'journeys',
  };
}
