// The installable app's links in the shell's pages (docs/architecture.md §12): the web app
// manifest in the page's language (its name and shortcuts are words) and the icon iOS puts on
// the Home Screen. Only the shell's pages: a remote's standalone page is not an app.

/** @param {string} language 'en' or 'es' */
export function appLinks(language) {
  const manifest = language === 'es' ? '/manifest-es.webmanifest' : '/manifest.webmanifest';
  return `<link rel="manifest" href="${manifest}"><link rel="apple-touch-icon" href="/icons/icon-192.png">`;
}

/** The page with the app's links at the end of its head. */
export const withAppLinks = (html, language) => html.replace('</head>', `${appLinks(language)}</head>`);
