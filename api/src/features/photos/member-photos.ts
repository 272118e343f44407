/**
 * The member's own photos for 'Download my data' (docs/product.md §7): every photo attached to
 * one of their updates, members-only and hidden ones included (they are theirs), with where its
 * largest file is kept. Pending uploads are not part of any update yet and are left out.
 */
import type { ExportedPhoto } from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';
import type { PhotoStorage, StoredFile } from './photo-storage';
import { PHOTO_COLUMNS } from './photo-urls';

export interface MemberPhoto {
  data: ExportedPhoto;
  /** Opens the largest JPEG; null when the storage no longer has it. */
  open(): Promise<StoredFile | null>;
}

export async function photosOfMember(db: Db, storage: PhotoStorage, userId: number): Promise<MemberPhoto[]> {
  const rows = await db
    .selectFrom('photos as ph')
    .innerJoin('updates as up', 'up.id', 'ph.update_id')
    .select([...PHOTO_COLUMNS, 'ph.storage_key', 'ph.created_at', 'up.id as update_id', 'up.review_id'])
    .where('ph.user_id', '=', userId)
    .orderBy('ph.id')
    .execute();
  return rows.map((row) => {
    const largest = Math.max(...row.variant_widths);
    return {
      data: {
        id: row.id,
        reviewId: row.review_id,
        updateId: row.update_id,
        description: row.description,
        visibility: row.visibility,
        sensitive: row.sensitive,
        width: row.width,
        height: row.height,
        file: `photos/${row.id}.jpg`,
        createdAt: row.created_at.toISOString(),
      },
      open: () => storage.get(`${row.storage_key}/${largest}.jpg`),
    };
  });
}
