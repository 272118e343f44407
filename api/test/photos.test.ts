/**
 * Photos on updates, on every backend: upload limits and messages, metadata stripped from every
 * served file, who gets which address, and files gone with their update.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type Review,
  type ReviewPage,
  type Update,
  type UpdatePhotos,
} from '@journeys/shared/domain';
import sharp from 'sharp';
import { sweepPhotoDeletions, deleteStalePendingPhotos } from '../src/features/photos';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { ageAccount } from './helpers/moderation';
import {
  geotaggedJpeg,
  hasGpsDirectory,
  photoFolderPerFile,
  pngDeclaring,
  uploadedPhotoId,
  uploadPhoto,
} from './helpers/photos';
import { createReview, deleteAccount, postUpdate } from './helpers/writes';

const photoFolder = photoFolderPerFile('journeys-photos-test-');
let now = new Date();

describe.each(BACKENDS)('photos (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: photoFolder.config(backend),
    clock: () => now,
  });
  const owner = memberPerSuite(t);
  const reader = memberPerSuite(t);
  // A new account's photos wait for a moderator (photo-moderation.test.ts); these are published.
  beforeAll(async () => {
    await ageAccount(t, owner);
    await ageAccount(t, reader);
  });

  const upload = (m: Member, file: Buffer) => uploadedPhotoId(t.app, m, file);

  const get = (url: string, m?: Member) => t.app.inject({ method: 'GET', url, headers: m ? m.auth : {} });

  async function updateWithPhotos(): Promise<{
    review: Review;
    update: Update;
    publicId: number;
    privateId: number;
  }> {
    const review = await createReview(t, owner);
    const publicId = await upload(owner, await geotaggedJpeg());
    const privateId = await upload(owner, await geotaggedJpeg(900, 600));
    const update = await postUpdate(t.app, owner, review.id, {
      symptom: 5,
      description: 'Week 2: the swelling is going down.',
      photos: [
        { id: publicId, description: 'The knee at week 2', visibility: 'everyone', sensitive: false },
        { id: privateId, description: 'The scar at week 2', visibility: 'members', sensitive: true },
      ],
    });
    return { review, update, publicId, privateId };
  }

  it('strips EXIF and GPS from every served file, turns the photo upright and keeps its size', async () => {
    const original = await geotaggedJpeg();
    const before = await sharp(original).metadata();
    expect(hasGpsDirectory(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const { update, publicId } = await updateWithPhotos();
    const photo = update.photos.find((p) => p.id === publicId);
    // 1200 × 800 turned by EXIF 6 is 800 wide, 1200 high; never enlarged past 800.
    expect(photo).toMatchObject({ width: 800, height: 1200, description: 'The knee at week 2' });
    expect(photo?.variants.map((v) => v.width)).toEqual([400, 800]);
    expect(photo?.placeholder.length).toBeGreaterThan(10);
    for (const variant of photo?.variants ?? []) {
      for (const url of [variant.webp, variant.jpeg]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
        expect(res.headers['cache-control']).toContain('immutable');
        const served = await sharp(res.rawPayload).metadata();
        expect(served.exif).toBeUndefined();
        expect(served.xmp).toBeUndefined();
        expect(served.iptc).toBeUndefined();
        expect(served.orientation).toBeUndefined();
        expect(served.width).toBe(variant.width);
        expect(served.height).toBe(variant.width * 1.5);
        expect(res.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
      }
    }
  });

  it("gives visitors 'everyone' photos and a count, members signed URLs that expire", async () => {
    const { review, update, privateId } = await updateWithPhotos();
    expect(update.photos.map((p) => p.visibility)).toEqual(['everyone']);
    expect(update.membersOnlyPhotoCount).toBe(1);

    const feed = json<ReviewPage>(await get(`/reviews?surgery=${review.id}`));
    const card = feed.reviews.find((r) => r.id === review.id);
    expect(card?.updates[0]).toMatchObject({ membersOnlyPhotoCount: 1 });
    expect(JSON.stringify(feed)).not.toContain(`/photos/${privateId}/`);

    const visitor = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`));
    expect(visitor.photos).toHaveLength(1);
    expect(visitor.membersOnlyPhotoCount).toBe(1);
    expect(JSON.stringify(visitor)).not.toContain(`/photos/${privateId}/`);

    const member = json<UpdatePhotos>(await get(`/updates/${update.id}/photos`, reader));
    expect(member.photos.map((p) => p.visibility)).toEqual(['everyone', 'members']);
    const secret = member.photos[1]!;
    expect(secret.sensitive).toBe(true);
    const signed = secret.variants[0]!.jpeg;
    expect(signed).toMatch(/\?expires=\d+&signature=/);
    const ok = await get(signed);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private/);
    expect((await sharp(ok.rawPayload).metadata()).exif).toBeUndefined();

    // Unsigned, tampered, moved to another file, or expired: 403.
    expect((await get(signed.split('?')[0]!)).statusCode).toBe(403);
    // Flip the signature's first character to a different one: a fixed replacement left it
    // unchanged whenever the HMAC already began with that character (1 minute in 64).
    const tampered = signed.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(signed);
    expect((await get(tampered)).statusCode).toBe(403);
    expect(
      (await get(signed.replace(/expires=\d+/, (e) => `expires=${Number(e.slice(8)) + 60}`))).statusCode,
    ).toBe(403);
    expect((await get(signed.replace('.jpg?', '.webp?'))).statusCode).toBe(403);
    const later = now;
    now = new Date(now.getTime() + 2 * 3600_000);
    try {
      expect((await get(signed)).statusCode).toBe(403);
    } finally {
      now = later;
    }
  });

  it('refuses other formats, files over 15 MB and photos declaring over 40 megapixels', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const [file, name] of [
      [svg, 'photo.jpg'],
      [Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), 'photo.heic'],
      [Buffer.from('GIF89a\x01\0\x01\0'), 'photo.gif'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')]), 'fake.jpg'],
    ] as const) {
      const res = await uploadPhoto(t.app, owner, file, name, 'image/jpeg');
      expect(res.statusCode).toBe(415);
      expect(json<{ message: string }>(res).message).toBe(PHOTO_MESSAGES.unsupported);
    }
    const big = Buffer.concat([await geotaggedJpeg(), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const tooBig = await uploadPhoto(t.app, owner, big);
    expect(tooBig.statusCode).toBe(413);
    expect(json<{ message: string }>(tooBig).message).toBe(PHOTO_MESSAGES.tooLarge);

    const bomb = await uploadPhoto(t.app, owner, pngDeclaring(50_000, 50_000), 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(json<{ message: string }>(bomb).message).toBe(PHOTO_MESSAGES.tooManyPixels);

    expect((await uploadPhoto(t.app, null, await geotaggedJpeg())).statusCode).toBe(401);
  });

  it('checks the photo list of an update: at most 6, each described, each the member’s own pending photo', async () => {
    const review = await createReview(t, owner);
    const id = await upload(owner, await geotaggedJpeg(500, 400));
    const photo = { id, description: 'x', visibility: 'members', sensitive: false };
    const post = (photos: unknown[], m: Member = owner) =>
      t.app.inject({
        method: 'POST',
        url: '/review/update',
        headers: m.auth,
        payload: { id: review.id, symptom: 4, description: 'Day 3', photos },
      });
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...photo, id: id + 1000 + i }));
    const many = await post(seven);
    expect(many.statusCode).toBe(400);
    expect(many.body).toContain(PHOTO_MESSAGES.tooMany);
    const blank = await post([{ ...photo, description: '  ' }]);
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(PHOTO_MESSAGES.describe);

    const othersPhoto = await upload(reader, await geotaggedJpeg(500, 400));
    const stolen = await post([{ ...photo, id: othersPhoto }]);
    expect(stolen.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(stolen).fieldErrors).toHaveProperty('photos');
  });

  it('edits an update’s photos, and deleting it makes its addresses 404 and removes its files', async () => {
    const { update, publicId, privateId } = await updateWithPhotos();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/update/${update.id}`,
      headers: owner.auth,
      payload: {
        symptom: 5,
        description: 'Week 2, edited',
        photos: [
          { id: privateId, description: 'Now for everyone', visibility: 'everyone', sensitive: false },
          { id: publicId, description: 'Now members only', visibility: 'members', sensitive: false },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = json<Update>(edited);
    expect(after.photos.map((p) => [p.id, p.description])).toEqual([[privateId, 'Now for everyone']]);
    const url = after.photos[0]!.variants[0]!.webp;
    expect((await get(url)).statusCode).toBe(200);
    // Members-only now: its stable address stops working at once.
    expect((await get(`/photos/${publicId}/400.webp`)).statusCode).toBe(403);

    const storageKeys = await t.database.db
      .selectFrom('photos')
      .select('storage_key')
      .where('update_id', '=', update.id)
      .execute();
    const dir = photoFolder.dirOf(backend);
    expect(storageKeys.every((k) => fs.existsSync(path.join(dir, k.storage_key)))).toBe(true);

    const del = await t.app.inject({ method: 'DELETE', url: `/update/${update.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`/photos/${publicId}/400.webp`)).statusCode).toBe(404);
    await sweepPhotoDeletions(t.database.db, t.app.ctx.photos.storage);
    expect(storageKeys.some((k) => fs.existsSync(path.join(dir, k.storage_key)))).toBe(false);
  });

  it('deletes pending photos never attached after 24 hours, files included', async () => {
    const id = await upload(owner, await geotaggedJpeg(300, 200));
    const { storage_key } = await t.database.db
      .selectFrom('photos')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await deleteStalePendingPhotos(t.database.db, new Date(Date.now() + 23 * 3600_000))).toBe(0);
    expect(
      await deleteStalePendingPhotos(t.database.db, new Date(Date.now() + 25 * 3600_000)),
    ).toBeGreaterThan(0);
    await sweepPhotoDeletions(t.database.db, t.app.ctx.photos.storage);
    expect(fs.existsSync(path.join(photoFolder.dirOf(backend), storage_key))).toBe(false);
  });

  it('deleting the account deletes its photos’ files, even when its surgeries stay anonymised', async () => {
    const leaving = await t.member();
    const review = await createReview(t, leaving);
    const id = await upload(leaving, await geotaggedJpeg(300, 200));
    await postUpdate(t.app, leaving, review.id, {
      symptom: 4,
      description: 'Day 5',
      photos: [{ id, description: 'Day 5', visibility: 'everyone', sensitive: false }],
    });
    const { storage_key } = await t.database.db
      .selectFrom('photos')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await deleteAccount(t, leaving.auth, { confirm: 'delete', surgeries: 'anonymise' });
    expect(res.statusCode).toBeLessThan(300);
    expect((await get(`/photos/${id}/300.webp`)).statusCode).toBe(404);
    await sweepPhotoDeletions(t.database.db, t.app.ctx.photos.storage);
    expect(fs.existsSync(path.join(photoFolder.dirOf(backend), storage_key))).toBe(false);
  });
});
