import { formatTimeSinceSurgery } from '../dates';

/** Noon local time on a calendar day, so the viewer's date is that day in any time zone. */
const on = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

describe('formatTimeSinceSurgery', () => {
  it('counts the week in progress for the first twelve weeks', () => {
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-01-01'))).toBe('Week 1 after surgery');
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-01-07'))).toBe('Week 1 after surgery');
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-01-08'))).toBe('Week 2 after surgery');
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-02-12'))).toBe('Week 7 after surgery');
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-02-11'))).toBe('Week 6 after surgery');
    // Day 83 is the last day of week 12.
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-03-25'))).toBe('Week 12 after surgery');
  });

  it('then counts whole months, never fewer than three, up to 23', () => {
    // Day 84: not yet three calendar months, but the count never steps back below week 12.
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-03-26'))).toBe('3 months after surgery');
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-04-30'))).toBe('3 months after surgery');
    expect(formatTimeSinceSurgery('2026-01-15', on('2026-09-14'))).toBe('7 months after surgery');
    expect(formatTimeSinceSurgery('2026-01-15', on('2026-09-15'))).toBe('8 months after surgery');
    expect(formatTimeSinceSurgery('2024-01-31', on('2025-12-30'))).toBe('22 months after surgery');
    expect(formatTimeSinceSurgery('2024-01-31', on('2025-12-31'))).toBe('23 months after surgery');
  });

  it('then counts whole years', () => {
    expect(formatTimeSinceSurgery('2024-01-31', on('2026-01-31'))).toBe('2 years after surgery');
    expect(formatTimeSinceSurgery('2020-06-01', on('2026-05-31'))).toBe('5 years after surgery');
  });

  it('gives the date of a surgery still to come', () => {
    expect(formatTimeSinceSurgery('2026-03-04', on('2026-03-03'))).toBe('Surgery on March 4, 2026');
  });

  it('reads the viewer’s local date, whatever the hour', () => {
    const lateEvening = new Date(2026, 0, 7, 23, 59);
    const earlyMorning = new Date(2026, 0, 8, 0, 1);
    expect(formatTimeSinceSurgery('2026-01-01', lateEvening)).toBe('Week 1 after surgery');
    expect(formatTimeSinceSurgery('2026-01-01', earlyMorning)).toBe('Week 2 after surgery');
  });

  it('does not pretend to know the time of a malformed date', () => {
    expect(formatTimeSinceSurgery('not a date', on('2026-01-01'))).toBe('Invalid Date');
  });
});
