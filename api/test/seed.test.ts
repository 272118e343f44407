/** The demo seed loads, is complete enough to log in, shows real recovery curves, and is idempotent. */
import {
  MIN_JOURNEYS_SHOWN,
  RECOVERY_PERIODS,
  recoveryPeriodOf,
  type ProcedureInsights,
  type ProcedureSummary,
  type ReviewPage,
  type UpdatePhotos,
} from '@journeys/shared/domain';
import sharp from 'sharp';
import { sql } from 'kysely';
import { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_SURGERIES } from '../src/features/seed/data/demo-content';
import { DEMO_LABEL } from '../src/features/seed/data/demo-journey-texts';
import { seed, type SeedResult } from '../src/features/seed/run-seed';
import { BACKENDS, json, tableCounts } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { photoFolderPerFile } from './helpers/photos';

const photoFolder = photoFolderPerFile('journeys-seed-photos-');

describe.each(BACKENDS)('demo seed (%s)', (backend) => {
  const t = testAppPerSuite(backend, {
    config: photoFolder.config(backend),
  });
  let first: SeedResult;
  beforeAll(async () => {
    first = await seed(t.database.db, { photoStorage: t.app.ctx.photos.storage });
  });

  const photoCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('photos')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Journeys per procedure, as the insights count them: a review with a procedure of that type. */
  const journeysByProcedure = () =>
    t.database.db
      .selectFrom('review_procedures as rp')
      .innerJoin('surgery_types as st', 'st.id', 'rp.surgery_type_id')
      .select(['st.name', (eb) => eb.fn.count<string>('rp.review_id').distinct().as('journeys')])
      .groupBy('st.name')
      .orderBy('journeys', 'desc')
      .execute();

  it('seeds once, and a second run changes nothing', async () => {
    expect(first.skipped).toBe(false);
    expect(first.demoSurgeries).toBeGreaterThan(DEMO_SURGERIES.length);
    expect(first.demoPhotos).toBe(5);
    const counts = await tableCounts(t.database);
    const photos = await photoCount();
    const second = await seed(t.database.db, { photoStorage: t.app.ctx.photos.storage });
    expect(second).toMatchObject({ skipped: true, demoPhotos: 0 });
    expect(await tableCounts(t.database)).toEqual(counts);
    expect(await photoCount()).toBe(photos);

    const member = DEMO_MEMBERS[0];
    const login = await t.app.inject({
      method: 'POST',
      url: '/email/validate',
      payload: { email: member?.email, password: DEMO_PASSWORD },
    });
    expect(login.json()).toMatchObject({ isValid: true, token: expect.any(String) });
    const { n } = await t.database.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(first.demoSurgeries);
  });

  it('keeps the hand-written stories, and the feed opens on them', async () => {
    const feed = json<ReviewPage>(await t.app.inject({ method: 'GET', url: '/reviews?limit=2' }));
    const handWritten = new Set(DEMO_MEMBERS.map((m) => m.username));
    expect(feed.reviews.map((r) => handWritten.has(r.patient?.username ?? ''))).toEqual([true, true]);
    const kate = await t.database.db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .select((eb) => [
        eb
          .selectFrom('updates')
          .whereRef('updates.review_id', '=', 'reviews.id')
          .select(eb.fn.countAll().as('n'))
          .as('updates'),
        eb
          .selectFrom('comments')
          .whereRef('comments.review_id', '=', 'reviews.id')
          .select(eb.fn.countAll().as('n'))
          .as('comments'),
      ])
      .where('users.email', '=', 'kate@example.com')
      .where('reviews.npi', '=', '1659374734')
      .executeTakeFirstOrThrow();
    expect({ updates: Number(kate.updates), comments: Number(kate.comments) }).toEqual({
      updates: 4,
      comments: 4,
    });
  });

  it('gives three procedures 30 or more journeys, with 11 or more in every period of their first year', async () => {
    const top = (await journeysByProcedure()).slice(0, 3);
    expect(top).toHaveLength(3);
    for (const p of top) expect(Number(p.journeys)).toBeGreaterThanOrEqual(30);

    // Observations (the post itself and each update) by days since surgery, as the curve counts them.
    const observations = await sql<{ name: string; id: number; days: number }>`
      SELECT st.name, r.id, o.at::date - r.surgery_date AS days
      FROM reviews r
      JOIN review_procedures rp ON rp.review_id = r.id
      JOIN surgery_types st ON st.id = rp.surgery_type_id
      CROSS JOIN LATERAL (
        SELECT r.created_at AS at UNION ALL SELECT u.created_at FROM updates u WHERE u.review_id = r.id
      ) o`.execute(t.database.db);
    for (const p of top) {
      const journeysIn = new Map<string, Set<number>>();
      for (const o of observations.rows.filter((x) => x.name === p.name)) {
        const key = recoveryPeriodOf(Number(o.days))?.key;
        if (key) journeysIn.set(key, (journeysIn.get(key) ?? new Set()).add(o.id));
      }
      // Every period up to a year holds enough journeys to be shown (the last may be withheld).
      const short = RECOVERY_PERIODS.slice(0, 5)
        .map((period) => `${p.name} ${period.key}: ${journeysIn.get(period.key)?.size ?? 0}`)
        .filter((line) => Number(line.split(': ')[1]) < MIN_JOURNEYS_SHOWN);
      expect(short).toEqual([]);
    }
  });

  it('spreads the updates over more than a year, labels every generated post, names obvious demo members', async () => {
    const span = await sql<{ days: string }>`
      SELECT extract(epoch FROM max(u.created_at) - min(u.created_at)) / 86400 AS days
      FROM updates u JOIN reviews r ON r.id = u.review_id JOIN users m ON m.id = r.user_id
      WHERE m.username LIKE 'demo\\_member\\_%'`.execute(t.database.db);
    expect(Number(span.rows[0]?.days)).toBeGreaterThanOrEqual(300);

    const generated = await t.database.db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .leftJoin('updates', 'updates.review_id', 'reviews.id')
      .select(['users.username', 'reviews.description', 'updates.description as update_description'])
      .where(
        'users.username',
        'not in',
        DEMO_MEMBERS.map((m) => m.username),
      )
      .execute();
    expect(new Set(generated.map((g) => g.username)).size).toBeGreaterThanOrEqual(90);
    for (const g of generated) {
      expect(g.username).toMatch(/^demo_member_\d{3}$/);
      expect(g.description.startsWith(DEMO_LABEL)).toBe(true);
      if (g.update_description !== null) expect(g.update_description.startsWith(DEMO_LABEL)).toBe(true);
    }
    // Surgery dates count back from the seeding day, so the demo never ages.
    const newest = await sql<{
      age: number;
    }>`SELECT current_date - max(surgery_date) AS age FROM reviews`.execute(t.database.db);
    const age = Number(newest.rows[0]?.age);
    expect(age).toBeLessThan(60);
  });

  it('shows Worth it and cost figures on the big procedures, and withholds them on one under 11', async () => {
    const get = async <T>(url: string) => json<T>(await t.app.inject({ method: 'GET', url }));
    const list = await get<ProcedureSummary[]>('/insights/procedures');
    const figures = await Promise.all(
      list.map((p) => get<ProcedureInsights>(`/insights/procedures/${p.procedure.id}`)),
    );
    const byName = new Map(figures.map((f) => [f.procedure.name, f]));
    for (const name of ['Knee Replacement', 'Hip Replacement', 'ACL Reconstruction']) {
      const f = byName.get(name);
      expect(f?.worthIt.every((p) => !p.suppressed)).toBe(true);
      expect(f?.cost.payments.find((p) => p.payment === 'private')?.suppressed).toBe(false);
    }
    const small = byName.get('Rotator Cuff Repair');
    expect(small?.journeys).toBeLessThan(MIN_JOURNEYS_SHOWN);
    expect(small?.worthIt.every((p) => p.suppressed)).toBe(true);
    expect(small?.cost.payments.every((p) => p.suppressed)).toBe(true);

    // A hand-written story shows what it cost, another keeps it to its owner.
    const shown = await t.database.db.selectFrom('surgery_costs').select('shown').execute();
    expect(new Set(shown.map((c) => c.shown))).toEqual(new Set([true, false]));
  });

  it('gives some surgeons 11 or more journeys for a procedure, and others fewer', async () => {
    const perSurgeon = await t.database.db
      .selectFrom('reviews as r')
      .innerJoin('review_procedures as rp', 'rp.review_id', 'r.id')
      .select(['r.npi', 'rp.surgery_type_id', (eb) => eb.fn.count<string>('r.id').distinct().as('journeys')])
      .groupBy(['r.npi', 'rp.surgery_type_id'])
      .execute();
    const counts = perSurgeon.map((s) => Number(s.journeys));
    expect(counts.filter((n) => n >= MIN_JOURNEYS_SHOWN).length).toBeGreaterThanOrEqual(4);
    expect(counts.filter((n) => n > 1 && n < MIN_JOURNEYS_SHOWN).length).toBeGreaterThanOrEqual(4);
  });

  it('puts drawings, said to be drawings, on journeys past the first page, processed as uploads are', async () => {
    const firstPage = json<ReviewPage>(await t.app.inject({ method: 'GET', url: '/reviews' }));
    expect(firstPage.reviews.length).toBe(10);
    for (const review of firstPage.reviews)
      for (const update of review.updates) {
        expect(update.photos).toEqual([]);
        expect(update.membersOnlyPhotoCount).toBe(0);
      }

    const rows = await t.database.db
      .selectFrom('photos as ph')
      .innerJoin('updates as up', 'up.id', 'ph.update_id')
      .select(['ph.description', 'ph.visibility', 'up.id as update_id', 'up.review_id'])
      .execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.description).toMatch(/^Drawing: /);
    expect(new Set(rows.map((r) => r.visibility))).toEqual(new Set(['everyone', 'members']));
    expect(new Set(rows.map((r) => r.description)).size).toBe(5);
    expect(new Set(rows.map((r) => r.review_id)).size).toBe(3);
    // One journey has drawings on two updates: its card can compare them.
    const updatesPerReview = new Map<number, Set<number>>();
    for (const r of rows)
      updatesPerReview.set(r.review_id, (updatesPerReview.get(r.review_id) ?? new Set()).add(r.update_id));
    expect([...updatesPerReview.values()].map((u) => u.size).sort()).toEqual([1, 1, 2]);

    // A visitor gets each 'everyone' drawing from the stable address, in every size written.
    const withPhotos = rows.find((r) => r.visibility === 'everyone');
    const visible = json<UpdatePhotos>(
      await t.app.inject({ method: 'GET', url: `/updates/${withPhotos?.update_id ?? 0}/photos` }),
    );
    const drawing = visible.photos[0];
    expect(drawing?.description).toMatch(/^Drawing: /);
    expect(drawing?.placeholder.length).toBeGreaterThan(10);
    expect(drawing?.variants.map((v) => v.width)).toEqual([400, 800, 1200]);
    const file = await t.app.inject({ method: 'GET', url: drawing?.variants.at(-1)?.webp ?? '' });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 900,
    });
  });
});
