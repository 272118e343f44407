/**
 * Absolute addresses of the site's pages and of the API's preview images, from the configuration,
 * for a page in one language: a Spanish page's preview image is the Spanish drawing (`?lang=es`).
 */
import type { PublicPage } from '@journeys/shared/domain';
import { DEFAULT_LANGUAGE, type Language } from '../../platform/i18n';

/** Open Graph's recommended size: what Facebook, Slack and X show large. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

export interface SiteUrls {
  /** The language the page is described in. */
  language: Language;
  /** A site path ('/procedures/3') as an absolute URL (English: the HTML server adds '/es'). */
  site(path: string): string;
  /** The preview image at an API path ('/og/procedures/3.png'), in the language, with its size and alt text. */
  image(path: string, alt: string): PublicPage['image'];
}

/** '?lang=es' for an image drawn in a language other than English, '' for English. */
export function imageQuery(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`;
}

export function siteUrls(
  publicSiteUrl: string,
  publicApiUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): SiteUrls {
  return {
    language,
    site: (path) => `${publicSiteUrl}${path}`,
    image: (path, alt) => ({
      url: `${publicApiUrl}${path}${imageQuery(language)}`,
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      alt,
    }),
  };
}
