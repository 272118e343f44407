/**
 * Recovery insights: the figures of a small fixture computed by hand, suppression at
 * exactly 10 and 11 journeys, surgeons against the overall figures, "am I on track?", bad and
 * unknown ids, and a write dropping the cached answer.
 *
 * Expected values (z = 1.96), worked out by hand (or a calculator), not by the code under test:
 * - 0–2 weeks, 11 journeys' last values 2,2,3,3,3,4,4,5,5,6,7: median 4, q1 3, q3 5
 *   (percentile_cont: q1 at position 2.5 → 3, q3 at 7.5 → 5);
 * - better than before: 7 of 11 → 0.6364, Wilson 0.3538–0.8483;
 * - stars 1,3,3,5,5,5,4,3,2,4,5: counts [1,1,3,2,4], mean 40/11 = 3.6364, sd 1.3618,
 *   interval 3.6364 ± 1.96·1.3618/√11 → 2.8316–4.4411;
 * - a second surgeon with 11 journeys all at 1 star and worse than before: 0 of 11 → Wilson
 *   0–0.2588, stars 1–1; overall over 22 journeys: better 7/22 = 0.3182, stars 51/22 = 2.3182.
 */
import type { OnTrack, ProcedureInsights, ProcedureSummary, SurgeonInsights } from '@journeys/shared/domain';
import { PAYMENT_METHODS, SUPPRESSED_TEXT } from '@journeys/shared/domain';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/platform/db/create-database';
import { BACKENDS, json, TEST_RATE_LIMITS, type TestApp } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { procedureRow, reviewRow, updateRow } from './helpers/rows';
import { createReview, postUpdate } from './helpers/writes';

interface Observation {
  day: number;
  symptom: number;
  rating: number | null;
}

const SURGERY_DATE = '2025-01-01';
const DAY_MS = 86_400_000;

/** Noon UTC `day` days after `date`. */
const dayAfter = (date: string, day: number): Date =>
  new Date(Date.parse(`${date}T12:00:00Z`) + day * DAY_MS);

/**
 * The 11 journeys of the header, in order: a surgery at day 4, one update at day 10 (journey 0
 * only, inside 0–2 weeks, so its last value there is 5 and not its surgery's 1) and one at
 * day 30 (journeys 0–9: exactly 10 in 2–6 weeks).
 */
const ELEVEN: { review: Observation; updates: Observation[] }[] = [
  [1, 1, 5, null],
  [2, 2, 5, 3],
  [2, 3, 6, null],
  [3, 4, 6, 5],
  [3, 5, 7, null],
  [3, 5, 3, null],
  [4, 4, 4, null],
  [4, 3, 4, null],
  [5, 2, 2, null],
  [6, 4, 5, null],
  [7, 5, null, null],
].map(([symptom, rating, later, laterRating], i) => ({
  review: { day: 4, symptom: symptom as number, rating: rating as number },
  updates: [
    ...(i === 0 ? [{ day: 10, symptom: 5, rating: null }] : []),
    ...(later === null ? [] : [{ day: 30, symptom: later as number, rating: laterRating as number | null }]),
  ],
}));

/** Journeys written straight to the tables, with the dates the figures depend on. */
async function insertJourney(
  t: TestApp,
  userId: number,
  typeId: number,
  npi: string,
  journey: { review: Observation; updates: Observation[] },
  surgeryDate = SURGERY_DATE,
): Promise<number> {
  const db = t.database.db;
  const at = dayAfter(surgeryDate, journey.review.day);
  const { id } = await db
    .insertInto('reviews')
    .values(
      reviewRow({
        user_id: userId,
        state_id: t.fixtures.states.ct,
        npi,
        surgery_date: surgeryDate,
        rating: journey.review.rating,
        symptom: journey.review.symptom,
        description: 'Fixture journey',
        created_at: at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('review_procedures')
    .values(procedureRow({ review_id: id, surgery_type_id: typeId }))
    .execute();
  for (const u of journey.updates) {
    await db
      .insertInto('updates')
      .values(
        updateRow({
          review_id: id,
          symptom: u.symptom,
          rating: u.rating,
          created_at: dayAfter(surgeryDate, u.day),
        }),
      )
      .execute();
  }
  // Written behind the API's back: drop cached answers as an API write would.
  t.app.ctx.feedCache.invalidate();
  return id;
}

const hidden = { journeys: null, median: null, q1: null, q3: null, suppressed: true };
/** Journeys that never said whether it was worth it nor what it cost: both figures withheld. */
const noAnswers = {
  worthIt: [3, 6, 12].map((months) => ({
    months,
    journeys: null,
    share: null,
    low: null,
    high: null,
    suppressed: true,
  })),
  cost: { payments: PAYMENT_METHODS.map((payment) => ({ payment, ...hidden })), trimmed: 0 },
};

describe.each(BACKENDS)('insights (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const author = memberPerSuite(t);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('suppresses every figure at exactly 10 journeys and shows the hand-computed ones at 11', async () => {
    const hip = t.fixtures.surgeryTypes.hip;
    for (const journey of ELEVEN.slice(0, 10)) {
      await insertJourney(t, author.id, hip, t.fixtures.npis.doe, journey);
    }
    const ten = await get(`/insights/procedures/${hip}`);
    expect(ten.statusCode).toBe(200);
    expect(json<ProcedureInsights>(ten)).toEqual({
      procedure: { id: hip, name: 'Hip Replacement', description: 'Replaces the hip joint' },
      journeys: 10,
      curve: ['0-2w', '2-6w', '6w-3m', '3-6m', '6-12m', '12m+'].map((period) => ({ period, ...hidden })),
      better: { journeys: null, share: null, low: null, high: null, suppressed: true },
      satisfaction: { journeys: null, counts: null, mean: null, suppressed: true },
      ...noAnswers,
    });

    await insertJourney(t, author.id, hip, t.fixtures.npis.doe, ELEVEN[10] as (typeof ELEVEN)[number]);
    const eleven = json<ProcedureInsights>(await get(`/insights/procedures/${hip}`));
    expect(eleven.journeys).toBe(11);
    expect(eleven.curve).toEqual([
      { period: '0-2w', journeys: 11, median: 4, q1: 3, q3: 5, suppressed: false },
      // Ten journeys reported in weeks 2–6: still withheld although the procedure has 11.
      { period: '2-6w', ...hidden },
      { period: '6w-3m', ...hidden },
      { period: '3-6m', ...hidden },
      { period: '6-12m', ...hidden },
      { period: '12m+', ...hidden },
    ]);
    expect(eleven.better).toEqual({
      journeys: 11,
      share: 0.6364,
      low: 0.3538,
      high: 0.8483,
      suppressed: false,
    });
    expect(eleven.satisfaction).toEqual({
      journeys: 11,
      counts: [1, 1, 3, 2, 4],
      mean: 3.6364,
      suppressed: false,
    });

    const list = json<ProcedureSummary[]>(await get('/insights/procedures'));
    expect(list).toContainEqual({ procedure: eleven.procedure, journeys: 11 });
    expect(list.map((p) => p.procedure.id)).not.toContain(t.fixtures.surgeryTypes.acl);
    expect(SUPPRESSED_TEXT).toMatch(/^Fewer than 11 journeys/);
  });

  it('sets each surgeon against the procedure overall, never ranking, and names a surgeon with no journeys', async () => {
    const acl = t.fixtures.surgeryTypes.acl;
    for (const journey of ELEVEN) await insertJourney(t, author.id, acl, t.fixtures.npis.lee, journey);
    for (let i = 0; i < 11; i += 1) {
      await insertJourney(t, author.id, acl, t.fixtures.npis.smith, {
        review: { day: 20, symptom: 1, rating: 1 },
        updates: [],
      });
    }
    const overall = { stars: 2.3182, better: 0.3182 };
    const lee = await get(`/insights/surgeons/${t.fixtures.npis.lee}`);
    expect(lee.statusCode).toBe(200);
    expect(json<SurgeonInsights>(lee)).toEqual({
      surgeon: {
        npi: t.fixtures.npis.lee,
        name: 'Amy Lee',
        specialty: 'Orthopaedic Surgery',
        city: 'Stamford',
        state: 'CT',
      },
      journeys: 11,
      procedures: [
        {
          procedure: {
            id: acl,
            name: 'ACL Reconstruction',
            description: 'Rebuilds the anterior cruciate ligament',
          },
          journeys: 11,
          stars: { journeys: 11, mean: 3.6364, low: 2.8316, high: 4.4411, suppressed: false },
          better: { journeys: 11, share: 0.6364, low: 0.3538, high: 0.8483, suppressed: false },
          overall,
          starsComparison: 'above',
          betterComparison: 'above',
          ...noAnswers,
        },
      ],
    });
    const smith = json<SurgeonInsights>(await get(`/insights/surgeons/${t.fixtures.npis.smith}`));
    expect(smith.procedures[0]).toMatchObject({
      stars: { journeys: 11, mean: 1, low: 1, high: 1, suppressed: false },
      better: { journeys: 11, share: 0, low: 0, high: 0.2588, suppressed: false },
      overall,
      starsComparison: 'below',
      betterComparison: 'below',
    });
    expect(JSON.stringify(smith)).not.toMatch(/best|rank/i);

    const none = await get(`/insights/surgeons/${t.fixtures.npis.caDoctor}`);
    expect(none.statusCode).toBe(200);
    expect(json<SurgeonInsights>(none)).toMatchObject({
      surgeon: { name: 'Maria Smithers', city: 'Fresno', state: 'CA' },
      journeys: 0,
      procedures: [],
    });
  });

  it('withholds a surgeon’s figures under 11 journeys, and the comparison with them', async () => {
    const knee = t.fixtures.surgeryTypes.knee;
    for (const journey of ELEVEN.slice(0, 10)) {
      await insertJourney(t, author.id, knee, t.fixtures.npis.nhDoctor, journey);
    }
    const [procedure] = json<SurgeonInsights>(
      await get(`/insights/surgeons/${t.fixtures.npis.nhDoctor}`),
    ).procedures;
    expect(procedure).toMatchObject({
      journeys: 10,
      stars: { journeys: null, mean: null, low: null, high: null, suppressed: true },
      better: { journeys: null, share: null, low: null, high: null, suppressed: true },
      overall: { stars: null, better: null },
      starsComparison: null,
      betterComparison: null,
    });
  });

  it('answers 400 for a malformed id or NPI and 404 for an unknown one', async () => {
    for (const url of [
      '/insights/procedures/abc',
      '/insights/procedures/0',
      '/insights/surgeries/-1/on-track',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { id: expect.any(String) },
      });
    }
    const badNpi = await get('/insights/surgeons/12345');
    expect(badNpi.statusCode).toBe(400);
    expect(badNpi.json()).toMatchObject({ fieldErrors: { npi: 'A surgeon NPI is 10 digits' } });
    for (const [url, message] of [
      ['/insights/procedures/999999', 'Procedure not found'],
      ['/insights/surgeons/1999999999', 'Surgeon not found'],
      ['/insights/surgeries/999999/on-track', 'Surgery not found'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  describe('on track, and a write refreshing the cached answers', () => {
    const member = memberPerSuite(t);

    /** A surgery type of its own, so no other test's journeys share its periods. */
    async function newProcedure(name: string) {
      return t.database.db
        .insertInto('surgery_types')
        .values({ name, description: `${name} (test)` })
        .returning(['id', 'name', 'description'])
        .executeTakeFirstOrThrow();
    }

    /** The member's surgery 30 days ago (UTC), so their report today falls in weeks 2–6. */
    function ownSurgery(procedure: { id: number; name: string; description: string }) {
      const surgery = new Date(Date.now() - 30 * DAY_MS);
      return createReview(t, member, {
        surgeryYear: surgery.getUTCFullYear(),
        surgeryMonth: surgery.getUTCMonth() + 1,
        surgeryDay: surgery.getUTCDate(),
        procedures: [
          { name: 'Something else', description: 'Not in the list', side: 'left' },
          { id: procedure.id, name: procedure.name, description: procedure.description, side: 'left' },
        ],
        symptom: 6,
      });
    }

    /** Other journeys reporting at day 30: six worse than before, five much better. */
    const OTHERS = [1, 1, 1, 1, 1, 1, 7, 7, 7, 7, 7];
    const atDay30 = (symptom: number) => ({ review: { day: 30, symptom, rating: 3 }, updates: [] });

    it('compares the latest report with the other journeys of its period, from 11 others', async () => {
      const procedure = await newProcedure('Rotator Cuff Repair');
      const own = await ownSurgery(procedure);
      for (const symptom of OTHERS.slice(0, 10)) {
        await insertJourney(t, author.id, procedure.id, t.fixtures.npis.doe, atDay30(symptom));
      }
      const url = `/insights/surgeries/${own.id}/on-track`;
      const ten = await get(url);
      expect(ten.statusCode).toBe(200);
      // Eleven journeys report in weeks 2–6, but only ten are others: withheld.
      expect(json<OnTrack>(ten)).toEqual({
        reviewId: own.id,
        procedure,
        period: '2-6w',
        weeksSinceSurgery: 4,
        yours: 6,
        others: { journeys: null, median: null, suppressed: true },
      });

      await insertJourney(t, author.id, procedure.id, t.fixtures.npis.doe, atDay30(7));
      expect(json<OnTrack>(await get(url)).others).toEqual({ journeys: 11, median: 1, suppressed: false });
    });

    it('serves cached answers until a write, then the new update changes the curve', async () => {
      const procedure = await newProcedure('Shoulder Replacement');
      for (const symptom of OTHERS) {
        await insertJourney(t, author.id, procedure.id, t.fixtures.npis.doe, atDay30(symptom));
      }
      const own = await ownSurgery(procedure);
      const weeks2to6 = async () =>
        json<ProcedureInsights>(await get(`/insights/procedures/${procedure.id}`)).curve[1];
      // Twelve last values in weeks 2–6: six 1s, the member's 6, five 7s.
      expect(await weeks2to6()).toMatchObject({ period: '2-6w', journeys: 12, median: 3.5 });
      expect(json<OnTrack>(await get(`/insights/surgeries/${own.id}/on-track`)).yours).toBe(6);

      // A change behind the API's back is not seen: the answers are cached.
      await t.database.db.updateTable('reviews').set({ symptom: 1 }).where('id', '=', own.id).execute();
      expect(await weeks2to6()).toMatchObject({ median: 3.5 });

      await postUpdate(t.app, member, own.id, { symptom: 7, description: 'Much better now' });
      expect(await weeks2to6()).toMatchObject({ journeys: 12, median: 4 });
      expect(json<OnTrack>(await get(`/insights/surgeries/${own.id}/on-track`)).yours).toBe(7);
    });
  });
  if (backend === 'postgres') {
    it('drops the cached answers of another instance on the same database through NOTIFY', async () => {
      const other = await createDatabase({ databaseUrl: t.databaseUrl as string });
      const second = await buildApp({ config: t.config, database: other, rateLimits: TEST_RATE_LIMITS });
      await second.ready();
      try {
        const hip = t.fixtures.surgeryTypes.hip;
        const hipJourneysOn2 = async () =>
          json<ProcedureSummary[]>(await second.inject({ method: 'GET', url: '/insights/procedures' })).find(
            (p) => p.procedure.id === hip,
          )?.journeys ?? 0;
        const before = await hipJourneysOn2();
        // Written behind both instances' backs (only instance 1 drops its cache): 2 still answers from its own.
        await insertJourney(t, author.id, hip, t.fixtures.npis.doe, {
          review: { day: 3, symptom: 4, rating: 4 },
          updates: [],
        });
        expect(await hipJourneysOn2()).toBe(before);

        // A write through instance 1 only.
        await createReview(t, author, {
          procedures: [
            { id: hip, name: 'Hip Replacement', description: 'Replaces the hip joint', side: 'right' },
          ],
        });
        const started = Date.now();
        let seen = await hipJourneysOn2();
        while (seen !== before + 2 && Date.now() - started < 3000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = await hipJourneysOn2();
        }
        expect(seen).toBe(before + 2);
        // Well inside the 5 s TTL: the notification did it, not the expiry.
        expect(Date.now() - started).toBeLessThan(1500);
      } finally {
        await second.close();
        await other.close();
      }
    });
  }
});
