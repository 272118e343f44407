import { useEffect } from 'react';

/** The site's name, after the page's own in every tab title, in every language (a name). */
const SITE_NAME = 'Surgery Journeys';

function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * A remote page's document title ('{page} — Surgery Journeys'), and its meta description when
 * given, while it shows, in the page's language (a switch changes both). Leaving gives back what
 * was there before, so the shell's pages keep the site's own title. Without a page name (still
 * loading) nothing changes.
 */
export function usePageMeta(page: string | undefined, description?: string): void {
  const title = page === undefined ? undefined : `${page} — ${SITE_NAME}`;
  useEffect(() => {
    if (title === undefined) return undefined;
    const meta = descriptionElement();
    const before = { title: document.title, description: meta.content };
    document.title = title;
    if (description !== undefined) meta.content = description;
    return () => {
      document.title = before.title;
      meta.content = before.description;
    };
  }, [title, description]);
}
