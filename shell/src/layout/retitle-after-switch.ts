import { http } from '@journeys/shared/api';
import type { PublicPage } from '@journeys/shared/domain';
import type { Language } from '@journeys/shared/languages';

/**
 * After a switch of language without a reload: the document's title and description in the new
 * language, as the HTML server writes them on a first visit (docs/architecture.md §11): the page's
 * own (`GET /public-page`, in the page's language), or the site's for a page that is not described
 * (a member's page). A page that sets its own title (the insight and moderation pages) has changed
 * it by then, and is left alone. Fetched with the switch, so no page pays for it up front.
 */
export async function retitleAfterSwitch(
  path: string,
  language: Language,
  titleBefore: string,
): Promise<void> {
  const describe = (described: string) =>
    http
      .get<PublicPage>('/public-page', {
        params: { path: described },
        headers: { 'Accept-Language': language },
      })
      .then(({ data }) => data);
  const page = await describe(path)
    .catch(() => describe('/'))
    .catch(() => null);
  if (!page || document.title !== titleBefore) return;
  document.title = page.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
}
