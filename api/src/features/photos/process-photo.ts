/**
 * From an uploaded file to the files the site serves (docs/security.md §12): the type is read
 * from the bytes, the declared size is checked before any pixel is decoded, and the photo is
 * turned upright and re-encoded with no metadata at all (sharp writes none unless asked:
 * EXIF with GPS, XMP, IPTC and comments stay behind). sharp runs in libuv's thread pool, so the
 * event loop stays free while it works.
 */
import fsp from 'node:fs/promises';
import { PHOTO_MAX_PIXELS, PHOTO_MESSAGES, PHOTO_WIDTHS } from '@journeys/shared/domain';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { AppError } from '../../platform/errors';
import { withProcessingSlot } from './processing-slots';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface ProcessedFile {
  name: string;
  contentType: string;
  body: Buffer;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  variantWidths: number[];
  placeholder: string;
  files: ProcessedFile[];
}

/** The signatures of the three accepted formats; anything else (SVG, HEIC, GIF…) is refused. */
export function formatOfBytes(head: Buffer): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.unsupported, undefined, {
    key: 'err.photoUnsupported',
  });

async function readHead(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The widths to write: each standard width below the photo's own, then the photo's (≤ 1600). */
const WIDEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1600;

export function variantWidthsFor(width: number): number[] {
  const largest = Math.min(width, WIDEST);
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

export function processPhoto(file: string): Promise<ProcessedPhoto> {
  return withProcessingSlot(() => processNow(file));
}

async function processNow(file: string): Promise<ProcessedPhoto> {
  const format = formatOfBytes(await readHead(file));
  if (!format) throw unsupported();
  // sharp must agree: a file that starts like a JPEG but is not one is refused, not decoded.
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw unsupported();
  // Read from the header: a 1 KB PNG may declare 50,000 × 50,000 pixels.
  if (meta.width * meta.height > PHOTO_MAX_PIXELS || (meta.pages ?? 1) > 1) {
    throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyPixels, undefined, {
      key: 'err.photoTooManyPixels',
    });
  }
  const largestWidth = Math.min(meta.autoOrient.width, WIDEST);
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(file, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largestWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupported();
  }
  const { width, height, channels } = largest.info;
  const raw = { raw: { width, height, channels } };
  const widths = variantWidthsFor(width);
  const encode = async (w: number): Promise<ProcessedFile[]> => {
    // A new pipeline per file, not clone(): clone() deep-copies its input (the 1600 px pixels,
    // megabytes) on the event loop's thread.
    const resized = () => sharp(largest.data, raw).resize({ width: w, withoutEnlargement: true });
    const webp = await resized().webp({ quality: 80 }).toBuffer();
    const jpeg = await resized()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer();
    return [
      { name: `${w}.webp`, contentType: 'image/webp', body: webp },
      { name: `${w}.jpg`, contentType: 'image/jpeg', body: jpeg },
    ];
  };
  // One file after another: a photo keeps one thread busy, not the whole pool (processing-slots.ts).
  const files: ProcessedFile[] = [];
  for (const w of widths) files.push(...(await encode(w)));
  const placeholder = await thumbHashOf(largest.data, raw);
  return { width, height, variantWidths: widths, placeholder, files };
}

async function thumbHashOf(data: Buffer, raw: SharpOptions): Promise<string> {
  const small = await sharp(data, raw)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString('base64');
}
