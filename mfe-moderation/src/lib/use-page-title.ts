import { useEffect } from 'react';

/** The page's title in the tab while it shows, and the one before it back when it goes. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} — Surgery Journeys`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
