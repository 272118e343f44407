/** The site's own public pages: the landing page, the feed with its filters, the community rules. */
import { SHELL } from '@journeys/shared/module-map';
import type { FeedFilterValues } from '@journeys/shared/feed-filters';
import type { PublicPage } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import type { WebPage, WithContext } from 'schema-dts';
import type { Db } from '../../platform/db/db-types';
import { listReviews } from '../feed';
import { journeyStage } from './journey-stage';
import { openingWords, proceduresTitle, siteTitle, SITE_NAME } from './page-words';
import type { SiteUrls } from './site-urls';
import { jsonLd } from './structured-data';

/** The site's own description, as the page template carries it (shared/build/index.html). */
export const SITE_DESCRIPTION =
  'Surgery Journeys — patients share surgery recovery journeys: track, share, inspire.';
/** Journeys a feed page lists as links for readers that run no script. */
const FEED_LINKS = 20;

function webPage(name: string, description: string, url: string): Record<string, unknown> {
  const page: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url,
  };
  return jsonLd(page);
}

export function landingPage(urls: SiteUrls): PublicPage {
  const url = urls.site(paths.landing());
  return {
    title: SHELL.title,
    description: SITE_DESCRIPTION,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: webPage(SITE_NAME, SITE_DESCRIPTION, url),
    blocks: [
      { kind: 'heading', level: 1, text: SITE_NAME },
      { kind: 'paragraph', text: SITE_DESCRIPTION },
      {
        kind: 'list',
        items: [
          { text: 'Read recovery journeys', href: paths.feed() },
          { text: 'Recovery by procedure', href: paths.procedures() },
          { text: 'Community rules', href: paths.communityRules() },
        ],
      },
    ],
  };
}

export function communityRulesPage(urls: SiteUrls): PublicPage {
  const url = urls.site(paths.communityRules());
  const description =
    'What the stories on Surgery Journeys are (personal experiences, not medical advice), what is not allowed, how reporting works and what moderators do.';
  return {
    title: `Community rules — ${SITE_NAME}`,
    description,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: webPage('Community rules', description, url),
    blocks: [
      { kind: 'heading', level: 1, text: 'Community rules' },
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
  const page = await listReviews(db, { ...filters, limit: FEED_LINKS });
  const url = urls.site(paths.feed(filters));
  const named =
    filters.procedure === undefined
      ? null
      : (page.reviews.flatMap((r) => r.procedures).find((p) => p.id === filters.procedure)?.name ?? null);
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const subject = named
    ? `${named} recovery journeys`
    : filtered
      ? 'Recovery journeys, filtered'
      : 'Recovery journeys';
  const description = openingWords(
    `${page.total}${page.totalIsLowerBound ? '+' : ''} ${page.total === 1 ? 'journey' : 'journeys'} shared by members${named ? ` after ${named}` : ''}: how recovery really went, week by week, in their own words.`,
  );
  return {
    title: siteTitle(subject),
    description,
    url,
    type: 'website',
    image: urls.image('/og/site.png', SITE_NAME),
    structuredData: webPage(subject, description, url),
    blocks: [
      { kind: 'heading', level: 1, text: subject },
      { kind: 'paragraph', text: description },
      {
        kind: 'list',
        items: page.reviews.map((r) => {
          const stage = journeyStage(r.surgeryDate, now).label;
          return {
            text: `${proceduresTitle(r.procedures)}${stage ? ` — ${stage}` : ''}: ${openingWords(r.description, 120)}`,
            href: paths.feed({ surgery: r.id }),
          };
        }),
      },
    ],
  };
}
