import { apiBaseUrl } from '@journeys/shared/api';
import type { Photo } from '@journeys/shared/rules';
import { thumbHashToDataURL } from 'thumbhash';

/** A photo's address as the API gives it: a path under the API's origin (or a fixture's data: URL). */
export function photoUrl(path: string): string {
  return /^(data|blob|https?):/.test(path) ? path : `${apiBaseUrl()}${path}`;
}

/** `srcset` of one format, narrowest first. */
export function srcSet(photo: Photo, format: 'webp' | 'jpeg'): string {
  return photo.variants.map((v) => `${photoUrl(v[format])} ${v.width}w`).join(', ');
}

/** The narrowest JPEG: what a browser without srcset support shows. */
export function fallbackSrc(photo: Photo): string {
  const first = photo.variants[0];
  return first ? photoUrl(first.jpeg) : '';
}

/** The ThumbHash as a tiny PNG data: URL, drawn behind the image until it loads. */
export function placeholderUrl(photo: Photo): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(photo.placeholder), (c) => c.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
}
