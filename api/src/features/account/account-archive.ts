/**
 * 'Download my data' as a ZIP (docs/product.md §7): `data.json`, the export the site has always
 * given, and `photos/`, each of the member's photos at its largest size. The photos are read
 * from the photo storage one after another while the answer is sent, so a member with many
 * photos costs one open file at a time, not their sum in memory.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../platform/db/db-types';
import { photosOfMember, type PhotoStorage } from '../photos';
import { exportAccount } from './account-export';

export const ARCHIVE_DATA_FILE = 'data.json';

export async function exportArchive(
  db: Db,
  storage: PhotoStorage,
  userId: number,
  now: Date,
): Promise<Readable> {
  const photos = await photosOfMember(db, storage, userId);
  const data = await exportAccount(
    db,
    userId,
    now,
    photos.map((p) => p.data),
  );
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), ARCHIVE_DATA_FILE, { mtime: now });
  for (const photo of photos) {
    // JPEG is compressed already: stored as it is, the ZIP costs no CPU for it.
    zip.addReadStreamLazy(photo.data.file, { mtime: now, compress: false }, (cb) => {
      photo.open().then(
        (stored) =>
          stored
            ? cb(null, stored.body)
            : cb(
                new Error(`account export: the file of photo ${photo.data.id} is missing`),
                undefined as never,
              ),
        (err: unknown) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A file that cannot be read ends the answer broken, never as a ZIP that looks whole.
  zip.on('error', (err: Error) => output.destroy(err));
  return output;
}
