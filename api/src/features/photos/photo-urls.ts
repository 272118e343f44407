/**
 * The addresses of a photo's files (docs/security.md §12), as paths under the API's origin.
 * An 'everyone' photo's are stable and cacheable for good: `/photos/<id>/<width>.<ext>`.
 * A members-only photo's carry an expiry and an HMAC of (photo, file, expiry), handed to members
 * only; the expiry is rounded up to the minute so a page read twice reuses the browser's cache.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Photo } from '@journeys/shared/domain';
import type { Selectable } from 'kysely';
import type { PhotosTable } from '../../platform/db/schema';

export interface PhotoUrlSigner {
  /** A path that works until `ttlSeconds` from now (at most a minute more). */
  sign(path: string): string;
  /** True for a signature this signer made over `path` and `expires`, before it expired. */
  verify(path: string, expires: string | undefined, signature: string | undefined): 'ok' | 'invalid';
}

export function photoUrlSigner(secret: string, ttlSeconds: number, now: () => Date): PhotoUrlSigner {
  // A key of its own: a photo URL's signature can never pass for another token's.
  const key = createHmac('sha256', secret).update('photo-urls').digest();
  const mac = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign(path) {
      const expires = Math.ceil((now().getTime() / 1000 + ttlSeconds) / 60) * 60;
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(path, expires, signature) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const at = Number(expires);
      if (at * 1000 < now().getTime()) return 'invalid';
      const expected = Buffer.from(mac(path, at));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'invalid';
    },
  };
}

export function photoFilePath(id: number, file: string): string {
  return `/photos/${id}/${file}`;
}

/** The columns a wire photo is made of (toPhoto): every query of photos for readers names these. */
export const PHOTO_ROW_COLUMNS = [
  'id',
  'description',
  'visibility',
  'sensitive',
  'width',
  'height',
  'variant_widths',
  'placeholder',
] as const;

export type PhotoRow = Pick<Selectable<PhotosTable>, (typeof PHOTO_ROW_COLUMNS)[number]>;

/** PHOTO_ROW_COLUMNS of the photo row aliased `ph`, for a select. */
export const PHOTO_COLUMNS = PHOTO_ROW_COLUMNS.map((column) => `ph.${column}` as const);

/** The wire photo; `signer` set: members-only URLs, signed. */
export function toPhoto(row: PhotoRow, signer?: PhotoUrlSigner): Photo {
  const url = (file: string) => {
    const path = photoFilePath(row.id, file);
    return signer ? signer.sign(path) : path;
  };
  return {
    id: row.id,
    description: row.description,
    visibility: row.visibility,
    sensitive: row.sensitive,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: row.variant_widths.map((w) => ({ width: w, webp: url(`${w}.webp`), jpeg: url(`${w}.jpg`) })),
  };
}
