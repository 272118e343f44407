/**
 * Photos as moderation items, on every backend: reporting one, hiding and restoring it (its files
 * answer 404 while hidden), and a new account's photos waiting for a moderator.
 */
import type {
  ModerationItem,
  ModerationQueue,
  ReviewPage,
  Update,
  UpdatePhotos,
} from '@journeys/shared/domain';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { moderationCast } from './helpers/moderation';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { geotaggedJpeg, photoFolderPerFile, uploadPhoto } from './helpers/photos';
import { createReview, postUpdate } from './helpers/writes';

const photoFolder = photoFolderPerFile('journeys-photo-moderation-test-');

describe.each(BACKENDS)('photo moderation (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: photoFolder.config(backend),
  });
  const cast = moderationCast(t);
  const { owner, reader, moderator, get, report } = cast;
  /** A new account: its photos wait for a moderator. */
  const newcomer = memberPerSuite(t);
  const act = (id: number, payload: Record<string, unknown>) => cast.act('photo', id, payload);
  const queueEntry = async (id: number) =>
    json<ModerationQueue>(await get('/moderation/queue', moderator)).items.find(
      (i) => i.itemType === 'photo' && i.itemId === id,
    );

  async function photoUpdate(author: Member): Promise<{ reviewId: number; update: Update; photoId: number }> {
    const review = await createReview(t, author);
    const res = await uploadPhoto(t.app, author, await geotaggedJpeg());
    expect(res.statusCode).toBe(201);
    const photoId = json<{ id: number }>(res).id;
    const update = await postUpdate(t.app, author, review.id, {
      symptom: 5,
      description: 'Week 3: walking without crutches.',
      photos: [{ id: photoId, description: 'The knee at week 3', visibility: 'everyone', sensitive: false }],
    });
    return { reviewId: review.id, update, photoId };
  }

  it('takes a report of a photo with the existing reasons and shows it in context in the queue', async () => {
    const { update, photoId } = await photoUpdate(owner);
    expect((await report(owner, { itemType: 'photo', itemId: photoId, reason: 'spam' })).statusCode).toBe(
      400,
    );
    const filed = await report(reader, { itemType: 'photo', itemId: photoId, reason: 'private_information' });
    expect(filed.statusCode).toBe(201);
    expect(json<{ message: string }>(filed).message).toBe('Reported — thank you');
    expect((await report(reader, { itemType: 'photo', itemId: photoId, reason: 'spam' })).statusCode).toBe(
      409,
    );
    expect((await report(reader, { itemType: 'photo', itemId: 999999, reason: 'spam' })).statusCode).toBe(
      404,
    );

    const entry = await queueEntry(photoId);
    expect(entry).toMatchObject({
      reportCount: 1,
      status: 'visible',
      reasons: ['private_information'],
      excerpt: 'The knee at week 3',
      context: update.description,
    });
    expect(entry?.thumbnail).toMatch(new RegExp(`^/photos/${photoId}/400\\.webp\\?expires=\\d+&signature=`));
    expect((await get(entry!.thumbnail!)).statusCode).toBe(200);

    const item = json<ModerationItem>(await get(`/moderation/items/photo/${photoId}`, moderator));
    expect(item.content).toMatchObject({ text: 'The knee at week 3', parentText: update.description });
    expect(item.reports.map((r) => r.reason)).toEqual(['private_information']);
  });

  it('hides one photo: gone from every answer, its files 404 at once, audited; restore brings it back', async () => {
    const { reviewId, update, photoId } = await photoUpdate(owner);
    const before = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, reader));
    const urls = before.photos[0]!.variants.flatMap((v) => [v.webp, v.jpeg]);
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);

    expect((await act(photoId, { action: 'hide', reason: 'Shows a face' })).statusCode).toBe(200);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`)).photos).toEqual([]);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, reader)).photos).toEqual([]);
    const feed = await get(`/reviews?surgery=${reviewId}`);
    expect(json<ReviewPage>(feed).reviews.find((r) => r.id === reviewId)?.updates[0]).toMatchObject({
      photos: [],
      membersOnlyPhotoCount: 0,
    });
    expect(feed.body).not.toContain(`/photos/${photoId}/`);
    expect((await report(reader, { itemType: 'photo', itemId: photoId, reason: 'spam' })).statusCode).toBe(
      404,
    );

    const item = json<ModerationItem>(await get(`/moderation/items/photo/${photoId}`, moderator));
    expect(item.status).toBe('hidden');
    expect(item.audit[0]).toMatchObject({
      action: 'hide',
      reason: 'Shows a face',
      moderator: moderator.username,
    });
    expect(json<{ message: string }>(await act(photoId, { action: 'hide', reason: 'again' })).message).toBe(
      'This photo is already hidden.',
    );

    expect((await act(photoId, { action: 'restore', reason: 'Cropped by the author' })).statusCode).toBe(200);
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`)).photos).toHaveLength(1);
  });

  it('never deletes a hidden photo on an edit: the author reads it as hidden and removes it by name', async () => {
    const { update, photoId } = await photoUpdate(owner);
    expect((await act(photoId, { action: 'hide', reason: 'Shows a face' })).statusCode).toBe(200);

    const own = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, owner));
    expect(own.photos).toEqual([]);
    expect(own.hiddenPhotos).toEqual([
      { id: photoId, description: 'The knee at week 3', reason: 'Shows a face' },
    ]);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, reader))).not.toHaveProperty(
      'hiddenPhotos',
    );

    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/update/${update.id}`,
        headers: owner.auth,
        payload: { symptom: 5, description: 'Week 3, edited', ...payload },
      });
    // The edit form sends the photos it shows: the hidden one is not among them, and stays.
    expect((await edit({ photos: [] })).statusCode).toBe(200);
    const stored = () =>
      t.database.db.selectFrom('photos').select('id').where('update_id', '=', update.id).execute();
    expect(await stored()).toEqual([{ id: photoId }]);
    // It still counts towards the six.
    const six: number[] = [];
    for (let i = 0; i < 6; i += 1)
      six.push(json<{ id: number }>(await uploadPhoto(t.app, owner, await geotaggedJpeg(64, 48))).id);
    const tooMany = await edit({
      photos: six.map((id) => ({ id, description: `Photo ${id}`, visibility: 'members', sensitive: false })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(tooMany).fieldErrors).toEqual({
      photos: 'You can add up to 6 photos to an update.',
    });
    expect(await stored()).toEqual([{ id: photoId }]);
    expect((await act(photoId, { action: 'restore', reason: 'Cropped' })).statusCode).toBe(200);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`)).photos.map((p) => p.id)).toEqual([
      photoId,
    ]);

    // Removed by name, with the rest of the edit: gone, its files with it.
    expect((await act(photoId, { action: 'hide', reason: 'Shows a face' })).statusCode).toBe(200);
    const removed = await edit({
      photos: six
        .slice(0, 2)
        .map((id) => ({ id, description: 'Kept', visibility: 'members', sensitive: false })),
      removeHiddenPhotos: [photoId],
    });
    expect(removed.statusCode).toBe(200);
    expect((await stored()).map((r) => r.id).sort((a, b) => a - b)).toEqual(six.slice(0, 2));
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, owner))).not.toHaveProperty(
      'hiddenPhotos',
    );
  });

  it("tells a new account's author which of their photos wait for review, and nobody else", async () => {
    const { reviewId, update, photoId } = await photoUpdate(newcomer);
    const own = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, newcomer));
    expect(own.photos.map((p) => [p.id, p.pending])).toEqual([[photoId, true]]);
    // The author's card counts it, so their gallery reads it; nobody else's does.
    const latest = async (who?: Member) =>
      json<ReviewPage>(await get(`/reviews?surgery=${reviewId}`, who)).reviews[0]!.updates[0]!;
    expect(await latest(newcomer)).toMatchObject({ photos: [], membersOnlyPhotoCount: 1 });
    expect(await latest(reader)).toMatchObject({ photos: [], membersOnlyPhotoCount: 0 });
    expect(await latest()).toMatchObject({ photos: [], membersOnlyPhotoCount: 0 });
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, reader)).photos).toEqual([]);

    expect((await act(photoId, { action: 'approve', reason: 'A knee' })).statusCode).toBe(200);
    const approved = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, newcomer));
    expect(approved.photos[0]).not.toHaveProperty('pending');
    expect(await latest(newcomer)).toMatchObject({ membersOnlyPhotoCount: 0 });
    expect((await latest(newcomer)).photos.map((p) => p.id)).toEqual([photoId]);
  });

  it("holds a new account's photos for a moderator: only its author sees them until approved", async () => {
    const { update, photoId } = await photoUpdate(newcomer);
    // The update itself has no link: it is published, its photo is not.
    expect(update.photos).toEqual([]);
    expect(update.membersOnlyPhotoCount).toBe(0);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`)).photos).toEqual([]);
    expect(json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, reader)).photos).toEqual([]);
    expect((await get(`/photos/${photoId}/400.webp`)).statusCode).toBe(403);
    expect((await report(reader, { itemType: 'photo', itemId: photoId, reason: 'spam' })).statusCode).toBe(
      404,
    );

    const own = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, newcomer));
    expect(own.photos.map((p) => p.id)).toEqual([photoId]);
    expect((await get(own.photos[0]!.variants[0]!.webp)).statusCode).toBe(200);

    const entry = await queueEntry(photoId);
    expect(entry).toMatchObject({ reportCount: 0, status: 'pending', reasons: ['Photo from a new account'] });
    expect((await get(entry!.thumbnail!)).statusCode).toBe(200);

    expect((await act(photoId, { action: 'approve', reason: 'A knee, nothing more' })).statusCode).toBe(200);
    const published = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`));
    expect(published.photos.map((p) => p.id)).toEqual([photoId]);
    expect((await get(published.photos[0]!.variants[0]!.webp)).statusCode).toBe(200);
    expect(await queueEntry(photoId)).toBeUndefined();
  });
});
