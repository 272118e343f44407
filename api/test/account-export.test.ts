/**
 * 'Download my data' as a ZIP, on every backend: data.json holds the export, photos/ each of the
 * member's photos at its largest size, byte for byte what the storage keeps, and nobody else's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AccountExport } from '@journeys/shared/domain';
import sharp from 'sharp';
import { BACKENDS, type Member } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { ageAccount } from './helpers/moderation';
import { geotaggedJpeg, photoFolderPerFile, uploadedPhotoId } from './helpers/photos';
import { createReview, postUpdate } from './helpers/writes';
import { readExport } from './helpers/zip';

const photoFolder = photoFolderPerFile('journeys-export-test-');

describe.each(BACKENDS)('Download my data as a ZIP (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: photoFolder.config(backend),
  });
  const owner = memberPerSuite(t);
  const other = memberPerSuite(t);
  // Old enough that their photos are published at once (a new account's wait for a moderator).
  beforeAll(async () => {
    await ageAccount(t, owner);
    await ageAccount(t, other);
  });

  const upload = (m: Member, file: Buffer) => uploadedPhotoId(t.app, m, file);

  const exportOf = (m: Member) => t.app.inject({ method: 'GET', url: '/account/export', headers: m.auth });

  it('holds data.json and each photo at its largest size, members-only ones too, and no one else’s', async () => {
    const review = await createReview(t, owner);
    const wide = await upload(owner, await geotaggedJpeg(2400, 1800));
    const small = await upload(owner, await geotaggedJpeg(600, 500));
    await postUpdate(t.app, owner, review.id, {
      symptom: 4,
      description: 'Week 3: walking without crutches.',
      photos: [
        { id: wide, description: 'Drawing of the knee at week 3', visibility: 'everyone', sensitive: false },
        { id: small, description: 'The scar at week 3', visibility: 'members', sensitive: true },
      ],
    });
    const othersReview = await createReview(t, other);
    const othersPhoto = await upload(other, await geotaggedJpeg(700, 500));
    await postUpdate(t.app, other, othersReview.id, {
      symptom: 6,
      description: 'Another member’s week.',
      photos: [{ id: othersPhoto, description: 'Not yours', visibility: 'everyone', sensitive: false }],
    });

    const res = await exportOf(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="surgery-journeys-export.zip"');
    expect(res.headers['cache-control']).toBe('no-store');
    const { files, data } = readExport<AccountExport>(res);
    expect([...files.keys()].sort()).toEqual(
      ['data.json', `photos/${small}.jpg`, `photos/${wide}.jpg`].sort(),
    );
    expect(data.profile.id).toBe(owner.id);
    expect(data.surgeries.map((s) => s.id)).toEqual([review.id]);
    expect(data.photos).toEqual([
      expect.objectContaining({
        id: wide,
        reviewId: review.id,
        description: 'Drawing of the knee at week 3',
        visibility: 'everyone',
        sensitive: false,
        file: `photos/${wide}.jpg`,
      }),
      expect.objectContaining({
        id: small,
        description: 'The scar at week 3',
        visibility: 'members',
        sensitive: true,
        file: `photos/${small}.jpg`,
      }),
    ]);

    // Each file is the largest JPEG the site serves, byte for byte: 2400 × 1800 sideways is
    // 1800 × 2400 upright, written at most 1600 wide.
    const update = data.surgeries[0]?.updates.find((u) => u.photos.some((p) => p.id === wide));
    const largest = update?.photos.find((p) => p.id === wide)?.variants.at(-1);
    expect(largest?.width).toBe(1600);
    const served = await t.app.inject({ method: 'GET', url: largest?.jpeg ?? '' });
    expect(served.statusCode).toBe(200);
    expect(files.get(`photos/${wide}.jpg`)?.equals(served.rawPayload)).toBe(true);
    expect(await sharp(files.get(`photos/${wide}.jpg`)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 2133,
    });
    // Turned upright by its EXIF orientation (600 × 500 sideways), never enlarged.
    expect(await sharp(files.get(`photos/${small}.jpg`)).metadata()).toMatchObject({
      width: 500,
      height: 600,
    });

    const others = readExport<AccountExport>(await exportOf(other));
    expect([...others.files.keys()].sort()).toEqual(['data.json', `photos/${othersPhoto}.jpg`]);
    expect(others.data.photos.map((p) => p.id)).toEqual([othersPhoto]);
    expect(others.files.get('data.json')?.toString()).not.toContain('The scar at week 3');
  });

  it('gives a member with no photos a ZIP with data.json only', async () => {
    const lonely = await t.member();
    const res = await exportOf(lonely);
    expect(res.statusCode).toBe(200);
    const { files, data } = readExport<AccountExport>(res);
    expect([...files.keys()]).toEqual(['data.json']);
    expect(data).toMatchObject({ profile: { id: lonely.id }, surgeries: [], photos: [] });
  });

  it('ends the answer broken, not as a ZIP that looks whole, when a photo file is gone', async () => {
    const m = await t.member();
    const review = await createReview(t, m);
    const id = await upload(m, await geotaggedJpeg(500, 400));
    await postUpdate(t.app, m, review.id, {
      symptom: 5,
      description: 'A week.',
      photos: [{ id, description: 'The knee', visibility: 'members', sensitive: false }],
    });
    const row = await t.database.db
      .selectFrom('photos')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(photoFolder.dirOf(backend), row.storage_key), { recursive: true, force: true });
    await expect(exportOf(m)).rejects.toThrow('response destroyed before completion');
  });
});
