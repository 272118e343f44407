import {
  checkSurgeryDateInput,
  commentPayload,
  formatLongDate,
  formatPostOp,
  formatRelativeTime,
  generateAnonymousUsername,
  mergeProcedureSides,
  reviewPayload,
  stateSearchKey,
  stripMdSuffix,
  symptomLevel,
  SYMPTOM_LEVELS_HIGHEST_FIRST,
} from '..';
import { makeSurgeryPayload } from '../../testing/fixtures';

describe('symptom scale', () => {
  it('maps 1..7 to -3..+3 and lists highest first', () => {
    expect(symptomLevel(1)?.score).toBe(-3);
    expect(symptomLevel(4)?.label).toBe('About the same as before surgery');
    expect(symptomLevel(7)?.label).toBe('Significantly better than before surgery');
    expect(symptomLevel(0)).toBeUndefined();
    expect(symptomLevel(8)).toBeUndefined();
    expect(SYMPTOM_LEVELS_HIGHEST_FIRST.map((l) => l.value)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });
});

describe('surgery date', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['', 'Surgery date is required'],
    ['2025-02-30', 'Surgery date must be a real date'],
    ['1969-12-31', 'Surgery date cannot be before 1970'],
    ['2026-07-01', 'Surgery date cannot be in the future'],
    ['not a date', 'Surgery date must be a real date'],
  ])('refuses %p', (input, message) => {
    expect(checkSurgeryDateInput(input, now)).toMatchObject({ ok: false, message });
  });
  it('accepts 1970-01-01 and today', () => {
    expect(checkSurgeryDateInput('1970-01-01', now).ok).toBe(true);
    expect(checkSurgeryDateInput('2026-06-15', now).ok).toBe(true);
  });
});

describe('procedures', () => {
  it('merges left and right of one procedure into bilateral', () => {
    const merged = mergeProcedureSides([
      { id: 1, name: 'Knee replacement', description: 'x', side: 'left' },
      { id: 1, name: 'Knee replacement', description: 'x', side: 'right' },
      { id: 2, name: 'Cataract surgery', description: 'y', side: 'left' },
    ]);
    expect(merged.map((p) => [p.id, p.side])).toEqual([
      [1, 'bilateral'],
      [2, 'left'],
    ]);
  });
});

describe('payload validation', () => {
  const valid = makeSurgeryPayload({
    surgeryYear: 2024,
    surgeryMonth: 3,
    surgeryDay: 4,
    procedures: [{ id: 1, name: 'Knee replacement', description: 'x', side: 'left' }],
    rating: 5,
    description: '',
  });
  it('accepts a valid review and rejects symptom 8, rating 6 and no procedures', () => {
    expect(reviewPayload.safeParse(valid).success).toBe(true);
    const bad = reviewPayload.safeParse({ ...valid, symptom: 8 });
    expect(bad.success || bad.error.issues[0]?.message).toBe('Symptom progress must be between 1 and 7');
    const badRating = reviewPayload.safeParse({ ...valid, rating: 6 });
    expect(badRating.success || badRating.error.issues[0]?.message).toBe('Rating must be between 1 and 5');
    const none = reviewPayload.safeParse({ ...valid, procedures: [] });
    expect(none.success || none.error.issues[0]?.message).toBe('Add at least one procedure');
  });
  it('refuses a whitespace-only comment', () => {
    const result = commentPayload.safeParse({ reviewId: 1, text: '  \n ' });
    expect(result.success || result.error.issues[0]?.message).toBe('A comment cannot be empty');
  });
});

describe('formatting', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('gives relative times by the docs/product.md §9 thresholds', () => {
    expect(formatRelativeTime('2026-06-15T11:59:30Z', now)).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-06-15T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-06-12T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-06-01T12:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-03-01T12:00:00Z', now)).toBe('3 months ago');
    expect(formatRelativeTime('2024-03-04T12:00:00Z', now)).toBe('March 4, 2024');
  });
  it('writes long dates in UTC, so a date-only value never shifts a day, and keeps doing so', () => {
    expect(formatLongDate('2024-03-04')).toBe('March 4, 2024');
    expect(formatLongDate(new Date('2025-12-31T23:30:00-05:00'))).toBe('January 1, 2026');
    expect(formatLongDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatLongDate('not a date')).toBe('Invalid Date');
    // The same text Intl gives for en-US, for every month.
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2023, month, 28));
      expect(formatLongDate(date)).toBe(intl.format(date));
    }
  });
  it('labels post-op time in days, weeks, months and years', () => {
    expect(formatPostOp('2026-01-01', '2026-01-04')).toBe('3 days post-op');
    expect(formatPostOp('2026-01-01', '2026-01-22')).toBe('3 weeks post-op');
    expect(formatPostOp('2026-01-01', '2026-04-15')).toBe('3 months post-op');
    expect(formatPostOp('2024-01-01', '2026-01-15')).toBe('2 years post-op');
  });
  it('strips a trailing MD and builds the search state key', () => {
    expect(stripMdSuffix('Jane Doe, MD')).toBe('Jane Doe');
    expect(stripMdSuffix('JOHN SMITH M.D.')).toBe('JOHN SMITH');
    expect(stateSearchKey('New Hampshire')).toBe('new_hampshire');
    expect(stateSearchKey(null)).toBe('*');
  });
  it('generates adjective_noun plus a number up to 999', () => {
    for (let i = 0; i < 50; i++) expect(generateAnonymousUsername()).toMatch(/^[a-z]+_[a-z]+\d{1,3}$/);
    expect(generateAnonymousUsername(() => 0.99999)).toMatch(/999$/);
  });
});
