/**
 * Demo photos (docs/operations.md §17): drawings (demo-photo-drawings.ts) on a few generated
 * demo journeys, put through the same processing as an upload (so the variants and the
 * placeholder are real) and stored through the photo storage. The journeys are chosen past the
 * feed's first page, so the page-weight budget of /surgeries keeps measuring a page without a
 * gallery. Seeded once: a database that already has them is left alone.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REVIEWS_PAGE_SIZE, type PhotoAttachment } from '@journeys/shared/domain';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../platform/db/schema';
import { processPhoto, setUpdatePhotos, storePendingPhoto, type PhotoStorage } from '../photos';
import { DEMO_DRAWINGS } from './data/demo-photo-drawings';

/** The generated demo members' addresses (generate-demo-journeys.ts): only their journeys get drawings. */
const GENERATED_EMAIL = 'demo.member.%@example.com';

async function alreadySeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.user_id')
    .select('ph.id')
    .where('u.email', 'like', GENERATED_EMAIL)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Generated journeys past the feed's first page (newest first), each with enough updates. */
async function journeysFor(db: Kysely<Database>, count: number, updatesNeeded: number[]) {
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      sql<
        number[]
      >`array(select up.id from updates up where up.review_id = r.id order by up.created_at, up.id)`.as(
        'update_ids',
      ),
    ])
    .where('u.email', 'like', GENERATED_EMAIL)
    .where('r.user_id', 'is not', null)
    .where('r.moderation_status', 'is', null)
    .$narrowType<{ user_id: number }>()
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    // Every journey before these, hand-written or generated, fills the first page first.
    .offset(REVIEWS_PAGE_SIZE)
    .limit(count * 10)
    .execute();
  const chosen: typeof rows = [];
  for (const needed of updatesNeeded) {
    const next = rows.find((r) => !chosen.includes(r) && r.update_ids.length >= needed);
    if (next) chosen.push(next);
  }
  return chosen;
}

export async function seedDemoPhotos(
  db: Kysely<Database>,
  storage: PhotoStorage,
  log: (message: string) => void,
): Promise<number> {
  if (await alreadySeeded(db)) return 0;
  const journeys = await journeysFor(
    db,
    DEMO_DRAWINGS.length,
    DEMO_DRAWINGS.map((updates) => updates.length),
  );
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'journeys-demo-photo-'));
  let written = 0;
  try {
    for (const [j, journey] of journeys.entries()) {
      const drawings = DEMO_DRAWINGS[j] ?? [];
      // The drawings go on the journey's last updates, the latest one last: the card shows it.
      const updates = journey.update_ids.slice(-drawings.length);
      for (const [u, updateDrawings] of drawings.entries()) {
        const updateId = updates[u];
        if (updateId === undefined) continue;
        const attached: PhotoAttachment[] = [];
        for (const drawing of updateDrawings) {
          // A PNG file as an upload would be: processPhoto refuses SVG, as it must for uploads.
          const file = path.join(dir, `drawing-${written}.png`);
          await sharp(Buffer.from(drawing.svg)).png().toFile(file);
          const { id } = await storePendingPhoto(db, storage, journey.user_id, await processPhoto(file));
          attached.push({
            id,
            description: drawing.description,
            visibility: drawing.visibility,
            sensitive: false,
          });
          written += 1;
        }
        await db.transaction().execute((trx) => setUpdatePhotos(trx, journey.user_id, updateId, attached));
      }
    }
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
  log(`demo photos: ${written} drawings on ${journeys.length} journeys`);
  return written;
}
