/**
 * The one storage test suite, run against each implementation: the folder on this machine and an
 * S3-compatible server. The S3 one is s3rver, an S3 implementation from npm started by this test
 * on a free local port: a stand-in for a real bucket in tests only, as PGlite is for PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { createPhotoStorage, type PhotoStorage } from '../src/features/photos';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'journeys-photo-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

interface Subject {
  storage: PhotoStorage;
  stop: () => Promise<void>;
}

async function filesystem(): Promise<Subject> {
  return {
    storage: createPhotoStorage({ kind: 'filesystem', dir: path.join(root, 'filesystem') }),
    stop: async () => undefined,
  };
}

async function s3(): Promise<Subject> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3rver'),
    configureBuckets: [{ name: 'journeys-photos', configs: [] }],
  });
  const { port } = await server.run();
  return {
    storage: createPhotoStorage({
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'journeys-photos',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    stop: () => server.close(),
  };
}

describe.each([
  ['filesystem', filesystem],
  ['s3', s3],
] as const)('photo storage: %s', (_, start) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await start();
  });
  afterAll(async () => subject.stop());

  it('stores a file and reads it back, with its length', async () => {
    await subject.storage.put('abc123/400.webp', Buffer.from('four hundred'), 'image/webp');
    const file = await subject.storage.get('abc123/400.webp');
    expect(file?.length).toBe(12);
    expect(await text(file!.body)).toBe('four hundred');
  });

  it('overwrites a key in place', async () => {
    await subject.storage.put('over/1.jpg', Buffer.from('first'), 'image/jpeg');
    await subject.storage.put('over/1.jpg', Buffer.from('second'), 'image/jpeg');
    expect(await text((await subject.storage.get('over/1.jpg'))!.body)).toBe('second');
  });

  it('answers null for a file that is not there', async () => {
    expect(await subject.storage.get('nothing/400.webp')).toBeNull();
  });

  it('removes every file under a prefix and nothing under another, and a missing prefix is no error', async () => {
    await subject.storage.put('gone/400.webp', Buffer.from('a'), 'image/webp');
    await subject.storage.put('gone/400.jpg', Buffer.from('b'), 'image/jpeg');
    await subject.storage.put('gone2/400.jpg', Buffer.from('c'), 'image/jpeg');
    await subject.storage.removePrefix('gone');
    expect(await subject.storage.get('gone/400.webp')).toBeNull();
    expect(await subject.storage.get('gone/400.jpg')).toBeNull();
    expect(await subject.storage.get('gone2/400.jpg')).not.toBeNull();
    await expect(subject.storage.removePrefix('never-there')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(subject.storage.put('../escape', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /unsafe key/,
    );
    await expect(subject.storage.get('a/../../etc')).rejects.toThrow(/unsafe key/);
  });
});
