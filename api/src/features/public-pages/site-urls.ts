/** Absolute addresses of the site's pages and of the API's preview images, from the configuration. */
import type { PublicPage } from '@journeys/shared/domain';

/** Open Graph's recommended size: what Facebook, Slack and X show large. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

export interface SiteUrls {
  /** A site path ('/procedures/3') as an absolute URL. */
  site(path: string): string;
  /** The preview image at an API path ('/og/procedures/3.png'), with its size and alt text. */
  image(path: string, alt: string): PublicPage['image'];
}

export function siteUrls(publicSiteUrl: string, publicApiUrl: string): SiteUrls {
  return {
    site: (path) => `${publicSiteUrl}${path}`,
    image: (path, alt) => ({ url: `${publicApiUrl}${path}`, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, alt }),
  };
}
