import { useEffect } from 'react';

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
 * The page's document title and meta description while it shows, in the page's language (a
 * switch changes both). The shell's other pages keep
 * the site's own title, so leaving gives back what was there before.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
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
