/**
 * Loads the page again at `url`, replacing the current history entry. Its own module so that
 * tests, where jsdom cannot navigate, can stand in for it.
 */
export function reloadPage(url: string): void {
  window.location.replace(url);
}
