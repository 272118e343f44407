import { useSyncExternalStore } from 'react';

/** Wider than this, the calendar is a week grid; narrower (a 360 px phone), a list by day. */
const WIDE = '(min-width: 640px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Where matchMedia is missing (an old browser, jsdom) the list by day, which works at any width.
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Whether the screen is wide enough for the week grid; follows a rotation or a resize. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
