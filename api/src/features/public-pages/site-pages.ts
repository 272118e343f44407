/**
 * The site's own public pages: the landing page, the feed with its filters, the community rules, in
 * the page's language (the landing page's description is the page template's, shared/build/index.html).
 */
import type { FeedFilterValues } from '@journeys/shared/feed-filters';
import type { PublicPage } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import type { WebPage, WithContext } from 'schema-dts';
import type { Db } from '../../platform/db/db-types';
import { t, type Language } from '../../platform/i18n';
import { listReviews } from '../feed';
import { journeyStage, stageText } from './journey-stage';
import { countText, openingWords, proceduresTitle, siteTitle, typeName, SITE_NAME } from './page-words';
import type { SiteUrls } from './site-urls';
import { jsonLd } from './structured-data';

/** Journeys a feed page lists as links for readers that run no script. */
const FEED_LINKS = 20;

function webPage(
  name: string,
  description: string,
  url: string,
  language: Language,
): Record<string, unknown> {
  const page: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url,
  };
  return jsonLd(page, language);
}

export function landingPage(urls: SiteUrls): PublicPage {
  const { language } = urls;
  const url = urls.site(paths.landing());
  const description = t(language, 'page.siteDescription');
  return {
    title: t(language, 'page.landingTitle'),
    description,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: webPage(SITE_NAME, description, url, language),
    blocks: [
      { kind: 'heading', level: 1, text: SITE_NAME },
      { kind: 'paragraph', text: description },
      {
        kind: 'list',
        items: [
          { text: t(language, 'page.readJourneys'), href: paths.feed() },
          { text: t(language, 'page.byProcedure'), href: paths.procedures() },
          { text: t(language, 'page.rules'), href: paths.communityRules() },
        ],
      },
    ],
  };
}

export function communityRulesPage(urls: SiteUrls): PublicPage {
  const { language } = urls;
  const url = urls.site(paths.communityRules());
  const description = t(language, 'page.rulesDescription');
  const name = t(language, 'page.rules');
  return {
    title: `${name} — ${SITE_NAME}`,
    description,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: webPage(name, description, url, language),
    blocks: [
      { kind: 'heading', level: 1, text: name },
      { kind: 'paragraph', text: description },
    ],
  };
}

/**
 * `/surgeries` with its filters (never `surgery`: that is a journey's own page): the first journeys
 * it lists, as links to their pages. The canonical address keeps the filters, in the one order
 * `paths.feed` writes them.
 */
export async function feedPage(
  db: Db,
  filters: FeedFilterValues & { sort?: 'updates' | 'comments' },
  now: Date,
  urls: SiteUrls,
): Promise<PublicPage> {
  const { language } = urls;
  const page = await listReviews(db, { ...filters, limit: FEED_LINKS });
  const url = urls.site(paths.feed(filters));
  const stored =
    filters.procedure === undefined
      ? null
      : (page.reviews.flatMap((r) => r.procedures).find((p) => p.id === filters.procedure)?.name ?? null);
  const named = stored ? typeName(language, stored) : null;
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const subject = named
    ? t(language, 'page.feedNamed', { name: named })
    : t(language, filtered ? 'page.feedFiltered' : 'page.feedAll');
  const total = {
    count: page.total,
    total: `${countText(language, page.total)}${page.totalIsLowerBound ? '+' : ''}`,
  };
  const description = openingWords(
    named
      ? t(language, 'page.feedDescriptionNamed', { ...total, name: named })
      : t(language, 'page.feedDescription', total),
  );
  return {
    title: siteTitle(subject),
    description,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: webPage(subject, description, url, language),
    blocks: [
      { kind: 'heading', level: 1, text: subject },
      { kind: 'paragraph', text: description },
      {
        kind: 'list',
        items: page.reviews.map((r) => {
          const stage = stageText(language, journeyStage(r.surgeryDate, now));
          const title = proceduresTitle(language, r.procedures);
          const story = openingWords(r.description, 120);
          return {
            text: stage
              ? t(language, 'page.feedItem', { title, stage, story })
              : t(language, 'page.line', { label: title, text: story }),
            href: paths.feed({ surgery: r.id }),
          };
        }),
      },
    ],
  };
}
