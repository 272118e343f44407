/** Photos for the photo tests, made on the spot (no fixture file to keep), and where the app keeps them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/platform/config';
import { json, type Backend, type Member } from './test-app';

/**
 * The app's photos on the filesystem, in a temporary folder of the calling test file removed after
 * it, a subfolder per backend: `config(backend)` is the app's, `dirOf(backend)` the folder.
 */
export function photoFolderPerFile(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const dirOf = (backend: Backend) => path.join(root, backend);
  const config = (backend: Backend): Partial<AppConfig> => ({
    photos: { storage: { kind: 'filesystem', dir: dirOf(backend) }, urlTtlSeconds: 3600 },
  });
  return { dirOf, config };
}

/** A phone photo: sideways (EXIF Orientation 6), with a camera make and a GPS position. */
export function geotaggedJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c08060' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', ImageDescription: 'kitchen at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** True when an EXIF block points at a GPS directory (tag 0x8825, either byte order). */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
}

/** A valid 1 KB-ish PNG header declaring `width` × `height` pixels, with no pixel data to match. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(
  file: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----journeys${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadPhoto(
  app: FastifyInstance,
  member: Member | null,
  file: Buffer,
  filename?: string,
  type?: string,
) {
  const body = multipartBody(file, filename, type);
  return app.inject({
    method: 'POST',
    url: '/photos',
    headers: { ...body.headers, ...(member ? member.auth : {}) },
    payload: body.payload,
  });
}

/** Uploads `file` as `member`, which must be accepted (201): the new photo's id. */
export async function uploadedPhotoId(app: FastifyInstance, member: Member, file: Buffer): Promise<number> {
  const res = await uploadPhoto(app, member, file);
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}
