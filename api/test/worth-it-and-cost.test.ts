/**
 * 'Was it worth it?' and 'What did it cost you?' through the API, on every backend: the answers a
 * surgery and its updates carry, the amount only for its owner unless shown, one message for every
 * wrong amount (in English and Spanish) with nothing written, the 'Worth it' feed filter, the
 * export, erasure, and the link previews that never carry the amount.
 */
import type { AccountExport, Review, ReviewPage } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { reviewBody } from './helpers/fixtures';
import { BACKENDS, json, type Member } from './helpers/test-app';
import { memberPerSuite, memberPerTest, testAppPerSuite } from './helpers/per-suite';
import { createReview, deleteAccount, editReview, postUpdate } from './helpers/writes';
import { readExport } from './helpers/zip';

const AMOUNT_MESSAGE = 'Enter an amount in whole dollars, 0 to 500,000.';
const AMOUNT_MESSAGE_ES = 'Introduzca una cantidad en dólares enteros, de 0 a 500,000.';
const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

describe.each(BACKENDS)('worth it and cost (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const other = memberPerSuite(t);

  /** The surgery as `who` reads it in the feed (no one: a visitor). */
  const readAs = async (id: number, who?: Member): Promise<Review> => {
    const res = await t.app.inject({ method: 'GET', url: `/reviews?surgery=${id}`, headers: who?.auth });
    const [review] = json<ReviewPage>(res).reviews;
    if (!review) throw new Error(`surgery ${id} is not listed`);
    return review;
  };
  const surgeryCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps the answer and a hidden amount, which only its owner reads', async () => {
    const cost = { amount: 4200, payment: 'medicare', shown: false };
    const created = await createReview(t, owner, { worthIt: 'not_sure', cost });
    expect(created).toMatchObject({ worthIt: 'not_sure', cost });
    expect(created.latestWorthIt).toEqual({
      answer: 'not_sure',
      answeredAt: created.createdAt,
      monthsAfterSurgery: expect.any(Number),
    });

    expect((await readAs(created.id, owner)).cost).toEqual(cost);
    expect((await readAs(created.id)).cost).toBeNull();
    expect((await readAs(created.id, other)).cost).toBeNull();
    const visitorPage = await t.app.inject({ method: 'GET', url: `/reviews?surgery=${created.id}` });
    expect(visitorPage.body).not.toContain('4200');
    expect(visitorPage.body).not.toContain('medicare');
  });

  it('shows the amount to everyone once its owner ticks Show what I paid', async () => {
    const created = await createReview(t, owner, { cost: { amount: 0, payment: 'self_pay', shown: true } });
    const shown = { amount: 0, payment: 'self_pay', shown: true };
    expect((await readAs(created.id)).cost).toEqual(shown);
    expect((await readAs(created.id, other)).cost).toEqual(shown);
  });

  it('dates each answer: the latest of the surgery and its updates, pre-chosen by the next update', async () => {
    const created = await createReview(t, owner, { worthIt: 'not_sure' });
    const update = await postUpdate(t.app, owner, created.id, {
      symptom: 6,
      description: 'Walking the dog again.',
      worthIt: 'worth_it',
    });
    expect(update.worthIt).toBe('worth_it');
    const read = await readAs(created.id);
    expect(read.worthIt).toBe('not_sure');
    expect(read.updates.map((u) => u.worthIt)).toEqual(['worth_it']);
    expect(read.latestWorthIt).toMatchObject({ answer: 'worth_it', answeredAt: update.createdAt });

    // An edit that does not ask leaves the answer; one that does changes it.
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/update/${update.id}`,
      headers: owner.auth,
      payload: { symptom: 6, description: 'Walking the dog again, edited.' },
    });
    expect(json<{ worthIt: string }>(kept).worthIt).toBe('worth_it');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/update/${update.id}`,
      headers: owner.auth,
      payload: { symptom: 3, description: 'A setback.', worthIt: 'not_worth_it' },
    });
    expect(json<{ worthIt: string }>(changed).worthIt).toBe('not_worth_it');
    expect((await readAs(created.id)).latestWorthIt?.answer).toBe('not_worth_it');
  });

  it('keeps the cost through an edit that does not mention it, and forgets it for Prefer not to say', async () => {
    const cost = { amount: 1500, payment: 'private', shown: false };
    const created = await createReview(t, owner, { cost });
    const untouched = await editReview(t, owner, { id: created.id, description: 'Edited' });
    expect(untouched.statusCode).toBe(200);
    expect(json<Review>(untouched).cost).toEqual(cost);
    const preferNot = await editReview(t, owner, { id: created.id, cost: null });
    expect(preferNot.statusCode).toBe(200);
    expect(json<Review>(preferNot).cost).toBeNull();
    const rows = await t.database.db
      .selectFrom('surgery_costs')
      .selectAll()
      .where('review_id', '=', created.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it.each([
    ['-1', -1],
    ['500,001', 500_001],
    ['12.5', 12.5],
    ['a string', '1200'],
    ['true', true],
  ])('refuses an amount of %s with the one message and writes nothing', async (_, amount) => {
    const before = await surgeryCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/review',
      headers: owner.auth,
      payload: reviewBody(t.fixtures, { cost: { amount, payment: 'private' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: AMOUNT_MESSAGE,
      fieldErrors: { 'cost.amount': AMOUNT_MESSAGE },
    });
    expect(await surgeryCount()).toBe(before);

    const spanish = await t.app.inject({
      method: 'POST',
      url: '/review',
      headers: { ...owner.auth, ...SPANISH },
      payload: reviewBody(t.fixtures, { cost: { amount, payment: 'private' } }),
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({ fieldErrors: { 'cost.amount': AMOUNT_MESSAGE_ES } });
  });

  it('refuses the amount on an edit too, and an unknown payment or answer', async () => {
    const created = await createReview(t, owner);
    const edit = await editReview(t, owner, { id: created.id, cost: { amount: -1, payment: 'private' } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ fieldErrors: { 'cost.amount': AMOUNT_MESSAGE } });

    const payment = await editReview(t, owner, { id: created.id, cost: { amount: 10, payment: 'cash' } });
    expect(payment.json()).toMatchObject({ fieldErrors: { 'cost.payment': 'Choose how it was paid.' } });
    const answer = await postUpdateRaw(owner, created.id, { symptom: 4, description: 'x', worthIt: 'maybe' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      fieldErrors: { worthIt: "Choose 'Worth it', 'Not sure yet' or 'Not worth it'." },
    });
  });

  describe('the Worth it filter', () => {
    const member = memberPerTest(t);

    it('lists journeys by their latest public answer', async () => {
      const yes = await createReview(t, member, { worthIt: 'worth_it' });
      const later = await createReview(t, member, { worthIt: 'worth_it' });
      await postUpdate(t.app, member, later.id, {
        symptom: 3,
        description: 'Worse.',
        worthIt: 'not_worth_it',
      });
      const notYet = await createReview(t, member, { worthIt: 'not_sure' });
      await createReview(t, member, { worthIt: null });
      const listed = async (value: string) =>
        json<ReviewPage>(
          await t.app.inject({ method: 'GET', url: `/reviews?user=${member.id}&worthIt=${value}` }),
        ).reviews.map((r) => r.id);
      expect(await listed('yes')).toEqual([yes.id]);
      expect(await listed('no')).toEqual([later.id]);
      expect(await listed('not_yet')).toEqual([notYet.id]);

      // A hidden update's answer is its author's alone: the filter reads the public ones.
      await sql`UPDATE updates SET moderation_status = 'hidden' WHERE review_id = ${later.id}`.execute(
        t.database.db,
      );
      t.app.ctx.feedCache.invalidate();
      expect(await listed('yes')).toEqual([later.id, yes.id]);
      expect(await listed('no')).toEqual([]);
    });

    it('answers 400 for a value it does not know', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/reviews?worthIt=maybe' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { worthIt: expect.any(String) },
      });
    });
  });

  describe('the member’s data', () => {
    const member = memberPerTest(t);

    it('exports the answers and the amount, shown or not', async () => {
      const cost = { amount: 980, payment: 'medicaid', shown: false };
      const created = await createReview(t, member, { worthIt: 'worth_it', cost });
      const res = await t.app.inject({ method: 'GET', url: '/account/export', headers: member.auth });
      expect(res.statusCode).toBe(200);
      const { data } = readExport<AccountExport>(res);
      expect(data.surgeries).toEqual([
        expect.objectContaining({
          id: created.id,
          worthIt: 'worth_it',
          latestWorthIt: expect.objectContaining({ answer: 'worth_it' }),
          cost,
        }),
      ]);
    });

    it('erases every amount with the account, from a journey kept anonymised too', async () => {
      const created = await createReview(t, member, {
        cost: { amount: 3100, payment: 'private', shown: true },
      });
      const res = await deleteAccount(t, member.auth, { confirm: 'delete', surgeries: 'anonymise' });
      expect(res.statusCode).toBe(204);
      const left = await t.database.db
        .selectFrom('surgery_costs')
        .select('review_id')
        .where('review_id', '=', created.id)
        .execute();
      expect(left).toEqual([]);
      const kept = await readAs(created.id);
      expect(kept).toMatchObject({ patient: null, cost: null, worthIt: 'worth_it' });
    });
  });

  it('never puts the amount in a journey’s link preview, even when shown', async () => {
    const created = await createReview(t, owner, { cost: { amount: 7345, payment: 'private', shown: true } });
    const page = await t.app.inject({
      method: 'GET',
      url: `/public-page?path=${encodeURIComponent(`/surgeries?surgery=${created.id}`)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/7,?345/);
    expect(page.body).not.toMatch(/private insurance/i);
  });

  /** POST /review/update as `who`, answered as it came. */
  function postUpdateRaw(who: Member, reviewId: number, fields: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/review/update',
      headers: who.auth,
      payload: { id: reviewId, ...fields },
    });
  }
});
