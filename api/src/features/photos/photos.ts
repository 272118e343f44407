/**
 * Photos of updates (docs/architecture.md §4 Photos): a pending photo owned by its uploader,
 * attached when the update is saved; what each reader may see of them; the clean-up of files
 * whose rows are gone.
 */
import { randomBytes } from 'node:crypto';
import {
  PHOTO_MESSAGES,
  PHOTOS_PER_UPDATE,
  type PhotoAttachment,
  type UpdatePhotos,
} from '@journeys/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { isNewAccount } from '../../platform/first-posts';
import { visibleTo, VISITOR, type Viewer } from '../../platform/moderation-visibility';
import type { PhotoStorage } from './photo-storage';
import {
  PHOTO_COLUMNS,
  PHOTO_ROW_COLUMNS,
  photoFilePath,
  toPhoto,
  type PhotoRow,
  type PhotoUrlSigner,
} from './photo-urls';
import type { ProcessedPhoto } from './process-photo';

/** A pending photo that was never attached is deleted after this long. */
export const PENDING_PHOTO_HOURS = 24;

/** Stores the files first, then the row: a row never points at files that are not there. */
export async function storePendingPhoto(
  db: Db,
  storage: PhotoStorage,
  userId: number,
  photo: ProcessedPhoto,
): Promise<{ id: number }> {
  const storageKey = randomBytes(18).toString('base64url');
  try {
    await Promise.all(photo.files.map((f) => storage.put(`${storageKey}/${f.name}`, f.body, f.contentType)));
    return await db
      .insertInto('photos')
      .values({
        user_id: userId,
        storage_key: storageKey,
        width: photo.width,
        height: photo.height,
        variant_widths: photo.variantWidths,
        placeholder: photo.placeholder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (err) {
    await storage.removePrefix(storageKey).catch(() => undefined);
    throw err;
  }
}

const PHOTO_GONE = 'This photo is no longer available. Please add it again.';

/**
 * Deletes the update's photos hidden by moderators that its author names (PUT /update/{id}'s
 * `removeHiddenPhotos`; their files follow, photo_deletions). Runs inside the edit's transaction,
 * before setUpdatePhotos counts the hidden photos kept.
 */
export async function removeHiddenPhotos(trx: Db, updateId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('photos')
    .where('update_id', '=', updateId)
    .where('id', 'in', ids)
    .where('moderation_status', '=', 'hidden')
    .execute();
}

/**
 * Makes `photos` the update's photos, in that order: each is the member's pending photo or
 * already one of this update's (whoever uploaded it: a caregiver may have); the update's photos left out are deleted (their files follow,
 * photo_deletions), except those hidden by moderators: the edit form cannot show them as it
 * shows the others, so an edit never deletes one silently (only removeHiddenPhotos does). They
 * still count towards the six. A photo newly attached by an account younger than a day waits
 * for a moderator (platform/first-posts.ts). Runs inside the update's transaction.
 */
export async function setUpdatePhotos(
  trx: Db,
  userId: number,
  updateId: number,
  photos: PhotoAttachment[],
): Promise<void> {
  const ids = photos.map((p) => p.id);
  const usable =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('photos')
          .select(['id', 'update_id'])
          .where('id', 'in', ids)
          // A caregiver's photos stay on the update when its owner edits it (docs/product.md §10).
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', userId), eb('update_id', 'is', null)]),
              eb('update_id', '=', updateId),
            ]),
          )
          .forUpdate()
          .execute();
  if (usable.length !== ids.length)
    throw new AppError('VALIDATION_FAILED', PHOTO_GONE, { photos: PHOTO_GONE }, { key: 'err.photoGone' });
  let hidden = trx
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('update_id', '=', updateId)
    .where('moderation_status', '=', 'hidden');
  if (ids.length > 0) hidden = hidden.where('id', 'not in', ids);
  const kept = Number((await hidden.executeTakeFirstOrThrow()).n);
  if (kept + ids.length > PHOTOS_PER_UPDATE)
    throw new AppError(
      'VALIDATION_FAILED',
      PHOTO_MESSAGES.tooMany,
      { photos: PHOTO_MESSAGES.tooMany },
      { key: 'err.photoTooMany', values: { max: PHOTOS_PER_UPDATE } },
    );
  let dropped = trx
    .deleteFrom('photos')
    .where('update_id', '=', updateId)
    .where('moderation_status', 'is distinct from', 'hidden');
  if (ids.length > 0) dropped = dropped.where('id', 'not in', ids);
  await dropped.execute();
  const fresh = new Set(usable.filter((u) => u.update_id === null).map((u) => u.id));
  if (fresh.size > 0 && (await isNewAccount(trx, userId))) {
    await trx
      .updateTable('photos')
      .set({ moderation_status: 'pending' })
      .where('id', 'in', [...fresh])
      .execute();
  }
  for (const [position, p] of photos.entries()) {
    await trx
      .updateTable('photos')
      .set({
        update_id: updateId,
        position,
        description: p.description,
        visibility: p.visibility,
        sensitive: p.sensitive,
      })
      .where('id', '=', p.id)
      .execute();
  }
}

/**
 * True for a photo anyone may load at its stable address: 'everyone', not hidden or pending, on
 * an update and a surgery that are public. `ph`, `up` and `r` are the aliases of the three rows.
 */
function publicPhoto(ph = 'ph', up = 'up', r = 'r'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${ph}.visibility`)} = 'everyone' AND ${sql.ref(`${ph}.moderation_status`)} IS NULL
    AND ${sql.ref(`${up}.moderation_status`)} IS NULL AND ${sql.ref(`${r}.moderation_status`)} IS NULL)`;
}

/** PHOTO_ROW_COLUMNS of the photo `ph` as json_build_object's name, value pairs. */
const PHOTO_OBJECT_FIELDS = sql.join(
  PHOTO_ROW_COLUMNS.map((column) => sql`${sql.lit(column)}, ${sql.ref(`ph.${column}`)}`),
);

/**
 * The two columns each update of a feed page carries (one round trip, docs/architecture.md §4):
 * its public photos as JSON and how many others a member may see. The feed's pages are the same
 * for every reader (the feed cache), so they never hold a signed URL. Read by `viewer` (a member
 * whose own content waits for a moderator reads an uncached page, hasModeratedContent), the
 * count holds the viewer's own photos waiting for review too (any, for a moderator): the card
 * then shows the gallery, which reads them with their 'Waiting for review' mark.
 */
export function updatePhotoColumns(up = 'up', r = 'r', viewer: Viewer = VISITOR) {
  const ownPending = viewer.moderator
    ? sql`ph.moderation_status = 'pending'`
    : viewer.id !== null
      ? sql`ph.moderation_status = 'pending' and ph.user_id = ${viewer.id}`
      : sql`false`;
  return {
    photos: sql<PhotoRow[]>`coalesce((
      select json_agg(json_build_object(${PHOTO_OBJECT_FIELDS}) order by ph.position, ph.id)
      from photos ph where ph.update_id = ${sql.ref(`${up}.id`)} and ${publicPhoto('ph', up, r)}), '[]'::json)`,
    othersCount: sql<number>`(select count(*)::int from photos ph
      where ph.update_id = ${sql.ref(`${up}.id`)} and ((ph.moderation_status is null
        and not ${publicPhoto('ph', up, r)}) or (${ownPending})))`,
  };
}

/** The feed's view of one update's photos (see updatePhotoColumns), for a single update. */
export async function publicPhotosOfUpdate(db: Db, updateId: number): Promise<UpdatePhotos> {
  const columns = updatePhotoColumns();
  const row = await db
    .selectFrom('updates as up')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .select([columns.photos.as('photos'), columns.othersCount.as('others')])
    .where('up.id', '=', updateId)
    .executeTakeFirst();
  return {
    photos: (row?.photos ?? []).map((p) => toPhoto(p)),
    membersOnlyPhotoCount: Number(row?.others ?? 0),
  };
}

/**
 * GET /updates/{id}/photos: every photo of the update `viewer` may see. A visitor gets the public
 * ones and a count; a member gets all of them, the ones not public at signed addresses. Its
 * author also gets their photos waiting for review (marked `pending`) and, as `hiddenPhotos`
 * without files, those hidden by moderators, for the edit form.
 */
export async function photosOfUpdateFor(
  db: Db,
  updateId: number,
  viewer: Viewer,
  signer: PhotoUrlSigner,
): Promise<UpdatePhotos> {
  const update = await db
    .selectFrom('updates as up')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .select(['up.id', 'r.user_id'])
    .where('up.id', '=', updateId)
    .where(visibleTo(viewer, 'r.moderation_status', 'r.user_id'))
    .where(visibleTo(viewer, 'up.moderation_status', 'r.user_id'))
    .executeTakeFirst();
  if (!update) throw notFound('Update');
  if (viewer.id === null) return publicPhotosOfUpdate(db, updateId);
  const rows = await db
    .selectFrom('photos as ph')
    .innerJoin('updates as up', 'up.id', 'ph.update_id')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .select([...PHOTO_COLUMNS, 'ph.moderation_status', publicPhoto().as('public')])
    .where('ph.update_id', '=', updateId)
    // A photo waiting for a moderator is shown to its author (and moderators) only.
    .where((eb) =>
      eb.or([
        eb('ph.moderation_status', 'is', null),
        eb.and([
          eb('ph.moderation_status', '=', 'pending'),
          viewer.moderator ? sql<boolean>`true` : eb('ph.user_id', '=', viewer.id),
        ]),
      ]),
    )
    .orderBy('ph.position')
    .orderBy('ph.id')
    .execute();
  const photos = rows.map((row) => {
    const photo = toPhoto(row, row.public ? undefined : signer);
    return row.moderation_status === 'pending' ? { ...photo, pending: true as const } : photo;
  });
  if (viewer.id !== update.user_id) return { photos, membersOnlyPhotoCount: 0 };
  const hidden = await db
    .selectFrom('photos')
    .select(['id', 'description', 'moderation_reason as reason'])
    .where('update_id', '=', updateId)
    .where('moderation_status', '=', 'hidden')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { photos, membersOnlyPhotoCount: 0, ...(hidden.length > 0 ? { hiddenPhotos: hidden } : {}) };
}

export interface PhotoFile {
  storageKey: string;
  /** Loadable by anyone at its stable address. */
  public: boolean;
}

/**
 * The photo behind a file address, or null when it is gone, hidden or not attached. A pending
 * photo is never public: only its author and moderators hold signed addresses for it.
 */
export async function photoFileOf(db: Db, id: number): Promise<PhotoFile | null> {
  const row = await db
    .selectFrom('photos as ph')
    .innerJoin('updates as up', 'up.id', 'ph.update_id')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .select(['ph.storage_key', publicPhoto().as('public')])
    .where('ph.id', '=', id)
    .where((eb) =>
      eb.or([eb('ph.moderation_status', 'is', null), eb('ph.moderation_status', '=', 'pending')]),
    )
    .executeTakeFirst();
  return row ? { storageKey: row.storage_key, public: Boolean(row.public) } : null;
}

/** Deletes the pending photos older than PENDING_PHOTO_HOURS (their files follow). */
export async function deleteStalePendingPhotos(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_PHOTO_HOURS * 3600_000);
  const deleted = await db
    .deleteFrom('photos')
    .where('update_id', 'is', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Removes the files of deleted photos from the storage, a batch at a time; a row goes only once
 * its files are gone, so a storage outage leaves the work for the next run.
 */
export async function sweepPhotoDeletions(db: Db, storage: PhotoStorage, batch = 100): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db.selectFrom('photo_deletions').select('storage_key').limit(batch).execute();
    if (rows.length === 0) return removed;
    for (const { storage_key } of rows) {
      await storage.removePrefix(storage_key);
      await db.deleteFrom('photo_deletions').where('storage_key', '=', storage_key).execute();
      removed += 1;
    }
    if (rows.length < batch) return removed;
  }
}

/**
 * The smallest file of a photo at a signed address, for the moderators' queue; null once the
 * photo is hidden (its files answer 404) or gone.
 */
export async function moderatorThumbnail(db: Db, signer: PhotoUrlSigner, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('photos')
    .select('variant_widths')
    .where('id', '=', id)
    .where('update_id', 'is not', null)
    .where((eb) => eb.or([eb('moderation_status', 'is', null), eb('moderation_status', '=', 'pending')]))
    .executeTakeFirst();
  if (!row || row.variant_widths.length === 0) return null;
  return signer.sign(photoFilePath(id, `${Math.min(...row.variant_widths)}.webp`));
}
