import { useEffect } from 'react';
import { useT } from '../messages';

/** The page's title in the tab while it shows (in the page's language), and the one before it back when it goes. */
export function usePageTitle(page: string): void {
  const title = useT()('title', { page });
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
