/**
 * 'Worth it' at 3, 6 and 12 months and the cost figures of a procedure and a surgeon, on every
 * backend, from rows written behind the API's back (as the figures' own tests do). Each test has a
 * surgery type of its own.
 *
 * Expected values, worked out by hand (z = 1.96), not by the code under test:
 * - Wilson interval of 9 of 12: p = 0.75, z²/n = 0.3201, centre (0.75 + 0.1601) / 1.3201 = 0.6894,
 *   half (1.96 / 1.3201)·√(0.75·0.25/12 + 3.8416/576) = 1.4847·0.1493 = 0.2217 → 0.4677–0.9111;
 *   6 of 12 → 0.2538–0.7462; 8 of 12 → 0.6667, 0.3906–0.8619.
 * - Amounts 100, 200, …, 1100 (11): median 600; percentile_cont q1 at position 2.5 → 350, q3 at
 *   7.5 → 850.
 * - 60 amounts 0, 1,000, 2,000, …, 58,000, 500,000: 1st percentile at position 0.59 → 590, 99th at
 *   58.41 → 58,000 + 0.41·442,000 = 239,220, so 0 and 500,000 are left out (2); the 58 kept give
 *   median (29,000 + 30,000) / 2 = 29,500, q1 at 14.25 → 15,250, q3 at 42.75 → 43,750.
 */
import type {
  CostByPayment,
  ProcedureInsights,
  SurgeonInsights,
  WorthItAnswer,
} from '@journeys/shared/domain';
import { sql } from 'kysely';
import { BACKENDS, json } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { costRow, procedureRow, reviewRow, updateRow } from './helpers/rows';

const DAY_MS = 86_400_000;
/** Long enough ago that every journey has passed 12 months. */
const SURGERY_DATE = '2024-01-01';

const dayAfter = (date: string, day: number): Date =>
  new Date(Date.parse(`${date}T12:00:00Z`) + day * DAY_MS);

interface Journey {
  /** The answer posted with the surgery, at day 4. */
  answer?: WorthItAnswer | null;
  /** Later answers: [day, answer]. */
  updates?: [number, WorthItAnswer][];
  cost?: { amount: number; payment?: 'private' | 'medicare' };
  npi?: string;
  surgeryDate?: string;
  hidden?: boolean;
}

const noFigure = { journeys: null, median: null, q1: null, q3: null, suppressed: true };
const withheldShare = { journeys: null, share: null, low: null, high: null, suppressed: true };

describe.each(BACKENDS)('worth it and cost figures (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const author = memberPerSuite(t);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function newProcedure(name: string): Promise<number> {
    const { id } = await t.database.db
      .insertInto('surgery_types')
      .values({ name, description: `${name} (test)` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function insertJourney(typeId: number, j: Journey): Promise<number> {
    const db = t.database.db;
    const surgeryDate = j.surgeryDate ?? SURGERY_DATE;
    const { id } = await db
      .insertInto('reviews')
      .values(
        reviewRow({
          user_id: author.id,
          state_id: t.fixtures.states.ct,
          npi: j.npi ?? t.fixtures.npis.doe,
          surgery_date: surgeryDate,
          created_at: dayAfter(surgeryDate, 4),
          worth_it: j.answer ?? null,
          moderation_status: j.hidden ? 'hidden' : null,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('review_procedures')
      .values(procedureRow({ review_id: id, surgery_type_id: typeId }))
      .execute();
    for (const [day, answer] of j.updates ?? []) {
      await db
        .insertInto('updates')
        .values(updateRow({ review_id: id, worth_it: answer, created_at: dayAfter(surgeryDate, day) }))
        .execute();
    }
    if (j.cost) {
      await db
        .insertInto('surgery_costs')
        .values(costRow({ review_id: id, amount: j.cost.amount, payment: j.cost.payment ?? 'private' }))
        .execute();
    }
    // Written behind the API's back: drop cached answers as an API write would.
    t.app.ctx.feedCache.invalidate();
    return id;
  }

  const procedure = async (id: number) => json<ProcedureInsights>(await get(`/insights/procedures/${id}`));
  const payment = (figures: { cost: { payments: CostByPayment[] } }, method: string) =>
    figures.cost.payments.find((p) => p.payment === method);

  it('gives the share worth it at 3, 6 and 12 months from the latest answer by then, with its Wilson interval', async () => {
    const type = await newProcedure('Worth It Knee');
    for (let i = 0; i < 12; i += 1) {
      const updates: [number, WorthItAnswer][] = [[60, i < 9 ? 'worth_it' : 'not_worth_it']];
      if (i < 3) updates.push([150, 'not_worth_it']);
      if (i >= 9) updates.push([200, 'worth_it']);
      if (i === 3 || i === 4 || i === 5) updates.push([300, 'not_sure']);
      // After a year: too late to count at 12 months.
      if (i === 6) updates.push([400, 'not_worth_it']);
      await insertJourney(type, { answer: 'not_sure', updates });
    }
    // None of these count: a surgery too recent to be 3 months past, a hidden journey, a journey
    // that never answered.
    const recent = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
    await insertJourney(type, { answer: 'worth_it', surgeryDate: recent });
    await insertJourney(type, { answer: 'worth_it', updates: [[60, 'worth_it']], hidden: true });
    await insertJourney(type, {});

    const figures = await procedure(type);
    expect(figures.worthIt).toEqual([
      { months: 3, journeys: 12, share: 0.75, low: 0.4677, high: 0.9111, suppressed: false },
      { months: 6, journeys: 12, share: 0.5, low: 0.2538, high: 0.7462, suppressed: false },
      // By day 365: 0–2 not worth it (day 150), 3–5 not sure (day 300), 6–8 worth it (day 60; 6's
      // day-400 answer comes too late) and 9–11 worth it (day 200).
      { months: 12, journeys: 12, share: 0.5, low: 0.2538, high: 0.7462, suppressed: false },
    ]);
  });

  it('withholds a milestone answered by 10 journeys, shows it at 11, and a pending update never counts', async () => {
    const type = await newProcedure('Worth It Hip');
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await insertJourney(type, { answer: 'worth_it' }));
    expect((await procedure(type)).worthIt).toEqual(
      [3, 6, 12].map((months) => ({ months, ...withheldShare })),
    );

    ids.push(await insertJourney(type, { answer: 'not_worth_it' }));
    const eleven = await procedure(type);
    expect(eleven.worthIt[0]).toEqual({
      months: 3,
      journeys: 11,
      share: 0.9091,
      low: 0.6226,
      high: 0.9838,
      suppressed: false,
    });

    // The eleventh journey's member says 'Worth it' in an update waiting for a moderator.
    await t.database.db
      .insertInto('updates')
      .values(
        updateRow({
          review_id: ids[10] as number,
          worth_it: 'worth_it',
          created_at: dayAfter(SURGERY_DATE, 30),
          moderation_status: 'pending',
        }),
      )
      .execute();
    t.app.ctx.feedCache.invalidate();
    expect((await procedure(type)).worthIt[0]).toMatchObject({ journeys: 11, share: 0.9091 });
    await sql`UPDATE updates SET moderation_status = NULL WHERE review_id = ${ids[10]}`.execute(
      t.database.db,
    );
    t.app.ctx.feedCache.invalidate();
    expect((await procedure(type)).worthIt[0]).toMatchObject({ journeys: 11, share: 1 });
  });

  it('gives the median and quartiles of what was paid, by how it was paid, and withholds a way paid by 10', async () => {
    const type = await newProcedure('Cost Shoulder');
    for (let amount = 100; amount <= 1100; amount += 100) await insertJourney(type, { cost: { amount } });
    for (let i = 0; i < 10; i += 1)
      await insertJourney(type, { cost: { amount: 50 * i, payment: 'medicare' } });

    const figures = await procedure(type);
    expect(figures.cost).toEqual({
      payments: [
        { payment: 'private', journeys: 11, median: 600, q1: 350, q3: 850, suppressed: false },
        { payment: 'medicare', ...noFigure },
        { payment: 'medicaid', ...noFigure },
        { payment: 'self_pay', ...noFigure },
        { payment: 'other', ...noFigure },
      ],
      trimmed: 0,
    });

    // A hidden journey's amount leaves the figures.
    const hidden = await insertJourney(type, { cost: { amount: 90_000 }, hidden: true });
    expect(payment(await procedure(type), 'private')).toMatchObject({ journeys: 11, median: 600 });
    await sql`UPDATE reviews SET moderation_status = NULL WHERE id = ${hidden}`.execute(t.database.db);
    t.app.ctx.feedCache.invalidate();
    expect(payment(await procedure(type), 'private')).toMatchObject({ journeys: 12, median: 650 });
  });

  it('leaves out and counts the amounts outside the 1st–99th percentile once a procedure has 50', async () => {
    const type = await newProcedure('Cost Spine');
    const lee = t.fixtures.npis.lee;
    // 49 amounts, one extreme: too few to trim.
    const amounts = [0, ...Array.from({ length: 47 }, (_, i) => 1000 * (i + 1)), 500_000];
    for (const [i, amount] of amounts.entries()) {
      await insertJourney(type, { cost: { amount }, npi: i < 10 || amount === 500_000 ? lee : undefined });
    }
    expect((await procedure(type)).cost).toMatchObject({ trimmed: 0 });
    expect(payment(await procedure(type), 'private')).toMatchObject({ journeys: 49, median: 24_000 });

    // 60: 0, 1,000 … 58,000, 500,000.
    for (let k = 48; k <= 58; k += 1) await insertJourney(type, { cost: { amount: 1000 * k } });
    const figures = await procedure(type);
    expect(figures.cost.trimmed).toBe(2);
    expect(payment(figures, 'private')).toEqual({
      payment: 'private',
      journeys: 58,
      median: 29_500,
      q1: 15_250,
      q3: 43_750,
      suppressed: false,
    });

    // The surgeon's extreme amounts are judged against the procedure's: two of Lee's eleven go,
    // leaving nine, too few to show; a suppressed figure says nothing of what it left out either.
    const surgeon = json<SurgeonInsights>(await get(`/insights/surgeons/${lee}`));
    const ofType = surgeon.procedures.find((p) => p.procedure.id === type);
    expect(ofType?.cost.trimmed).toBe(0);
    expect(payment(ofType as NonNullable<typeof ofType>, 'private')).toEqual({
      payment: 'private',
      ...noFigure,
    });
  });

  it('gives a surgeon’s own figures for each procedure with 11 or more journeys', async () => {
    const type = await newProcedure('Surgeon Wrist');
    const nh = t.fixtures.npis.nhDoctor;
    for (let amount = 100; amount <= 1100; amount += 100) {
      await insertJourney(type, {
        npi: nh,
        answer: amount <= 900 ? 'worth_it' : 'not_sure',
        cost: { amount },
      });
    }
    const surgeon = json<SurgeonInsights>(await get(`/insights/surgeons/${nh}`));
    const ofType = surgeon.procedures.find((p) => p.procedure.id === type);
    expect(ofType?.worthIt[0]).toMatchObject({ months: 3, journeys: 11, share: 0.8182, suppressed: false });
    expect(ofType && payment(ofType, 'private')).toMatchObject({
      journeys: 11,
      median: 600,
      q1: 350,
      q3: 850,
    });
    expect(JSON.stringify(surgeon)).not.toMatch(/rank|best/i);
  });
});
