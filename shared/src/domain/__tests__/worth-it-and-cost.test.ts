import { useLanguageInTest } from '@journeys/shared/testing';
import {
  COST_MESSAGES,
  costAmount,
  isCostAmount,
  latestWorthItOf,
  monthsAfterSurgery,
  paymentLabel,
  reviewPayload,
  updateFields,
  worthItLabel,
} from '..';
import { makeSurgeryPayload } from '../../testing/fixtures';

afterEach(async () => {
  await useLanguageInTest('en');
});

describe('the amount paid', () => {
  it.each([-1, 500_001, 12.5, '1200', true, null, Number.NaN])(
    'refuses %p with the one message',
    (amount) => {
      const result = costAmount.safeParse(amount);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([COST_MESSAGES.amount]);
    },
  );

  it('takes whole dollars from 0 to 500,000', () => {
    for (const amount of [0, 1, 4200, 500_000]) expect(costAmount.parse(amount)).toBe(amount);
  });

  it('says the same as the form’s check without the validation library', () => {
    for (const value of [-1, 0, 1, 12.5, 4200, 500_000, 500_001, Number.NaN, Infinity, '1200', true, null])
      expect(isCostAmount(value)).toBe(costAmount.safeParse(value).success);
  });

  it('is asked with how it was paid, hidden from others unless shown; null is Prefer not to say', () => {
    const payload = reviewPayload.parse(
      makeSurgeryPayload({ cost: { amount: 900, payment: 'medicaid', shown: false } }),
    );
    expect(payload.cost).toEqual({ amount: 900, payment: 'medicaid', shown: false });
    expect(reviewPayload.parse(makeSurgeryPayload({ cost: null })).cost).toBeNull();
    const bad = reviewPayload.safeParse({ ...makeSurgeryPayload(), cost: { amount: 900 } });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['cost', 'payment'], message: COST_MESSAGES.payment }),
    ]);
  });
});

describe('Was it worth it?', () => {
  it('takes the three answers on an update, and none', () => {
    const base = { symptom: 5, description: 'Better.' };
    expect(updateFields.parse({ ...base, worthIt: 'not_sure' }).worthIt).toBe('not_sure');
    expect(updateFields.parse(base).worthIt).toBeUndefined();
    expect(updateFields.safeParse({ ...base, worthIt: 'yes' }).success).toBe(false);
  });

  it('counts whole calendar months after the surgery date', () => {
    expect(monthsAfterSurgery('2025-01-31', '2025-02-28T23:00:00.000Z')).toBe(0);
    expect(monthsAfterSurgery('2025-01-31', '2025-03-01T00:00:00.000Z')).toBe(1);
    expect(monthsAfterSurgery('2025-01-10', '2025-07-10T08:00:00.000Z')).toBe(6);
    expect(monthsAfterSurgery('2025-01-10', '2025-01-09T08:00:00.000Z')).toBe(0);
  });

  it('dates the latest answer of a journey: an update at the same moment wins over the surgery', () => {
    const surgery = {
      surgeryDate: '2025-01-10',
      worthIt: 'not_sure' as const,
      createdAt: '2025-01-20T10:00:00.000Z',
    };
    expect(latestWorthItOf({ ...surgery, updates: [] })).toEqual({
      answer: 'not_sure',
      answeredAt: '2025-01-20T10:00:00.000Z',
      monthsAfterSurgery: 0,
    });
    const updates = [
      { worthIt: 'worth_it' as const, createdAt: '2025-07-12T10:00:00.000Z' },
      { worthIt: null, createdAt: '2025-09-01T10:00:00.000Z' },
    ];
    expect(latestWorthItOf({ ...surgery, updates })).toEqual({
      answer: 'worth_it',
      answeredAt: '2025-07-12T10:00:00.000Z',
      monthsAfterSurgery: 6,
    });
    const tie = [{ worthIt: 'not_worth_it' as const, createdAt: surgery.createdAt }];
    expect(latestWorthItOf({ ...surgery, updates: tie })?.answer).toBe('not_worth_it');
    expect(latestWorthItOf({ ...surgery, worthIt: null, updates: [] })).toBeNull();
  });

  it('says the answers and the ways of paying in English and Spanish', async () => {
    expect(worthItLabel('worth_it')).toBe('Worth it');
    expect(worthItLabel('not_sure')).toBe('Not sure yet');
    expect(paymentLabel('self_pay')).toBe('No insurance (self-pay)');
    await useLanguageInTest('es');
    expect(worthItLabel('not_worth_it', 'es')).toBe('No valió la pena');
    expect(paymentLabel('private', 'es')).toBe('Seguro privado');
  });
});
