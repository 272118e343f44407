/** Which data the standalone page shows: the fixtures (default) or the real API (`?data=live`). */
export type DataSource = 'fixtures' | 'live';

const KEY = 'moderation-standalone-data';

/** `?data=live` or `?data=fixtures` chooses, and the choice holds for the tab's session. */
export function chosenDataSource(): DataSource {
  const asked = new URLSearchParams(window.location.search).get('data');
  if (asked === 'live' || asked === 'fixtures') sessionStorage.setItem(KEY, asked);
  return sessionStorage.getItem(KEY) === 'live' ? 'live' : 'fixtures';
}
