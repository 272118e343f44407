import {
  candidateSurgeryDateRanges,
  dueMilestone,
  milestoneDueAt,
  MILESTONES,
  REMINDER_HOUR_UTC,
  type ReminderJourney,
} from '../src/features/reminders/reminder-rules';

const DAY = 86_400_000;
const SURGERY = '2026-01-01';
const at = (day: number, hour = REMINDER_HOUR_UTC, minute = 0) =>
  new Date(Date.parse(`${SURGERY}T00:00:00Z`) + day * DAY + hour * 3_600_000 + minute * 60_000);

function journey(overrides: Partial<ReminderJourney> = {}): ReminderJourney {
  // Posted the day before surgery: every milestone is still ahead of it.
  return { surgeryDate: SURGERY, postedAt: at(-1), lastUpdateAt: null, queued: [], ...overrides };
}

describe('follow-up reminder rules', () => {
  it('falls on 2 weeks, 6 weeks, 3, 6 and 12 months after the surgery date, at the reminder hour', () => {
    expect(MILESTONES.map((m) => milestoneDueAt(SURGERY, m).toISOString())).toEqual([
      '2026-01-15T15:00:00.000Z',
      '2026-02-12T15:00:00.000Z',
      '2026-04-02T15:00:00.000Z',
      '2026-07-02T15:00:00.000Z',
      '2027-01-01T15:00:00.000Z',
    ]);
  });

  it('is due from the milestone time on, not a minute before', () => {
    expect(dueMilestone(journey(), at(14, REMINDER_HOUR_UTC - 1, 59))).toBeNull();
    expect(dueMilestone(journey(), at(14))?.key).toBe('2w');
    expect(dueMilestone(journey(), at(42))?.key).toBe('6w');
    expect(dueMilestone(journey(), at(91))?.key).toBe('3m');
    expect(dueMilestone(journey(), at(182))?.key).toBe('6m');
    expect(dueMilestone(journey(), at(365))?.key).toBe('12m');
  });

  it('is sent once: a milestone already queued is not due again', () => {
    expect(dueMilestone(journey({ queued: ['2w'] }), at(14, 16))).toBeNull();
    expect(dueMilestone(journey({ queued: ['2w'] }), at(42))?.key).toBe('6w');
  });

  it('sends nothing after 12 months', () => {
    expect(dueMilestone(journey({ queued: ['12m'] }), at(400))).toBeNull();
    expect(dueMilestone(journey(), at(400))).toBeNull();
  });

  it('never sends an earlier missed milestone late alongside a later one', () => {
    // Worker down from day 10 to day 43: only the 6-week reminder goes out.
    expect(dueMilestone(journey(), at(43))?.key).toBe('6w');
  });

  it('drops a reminder more than a week late', () => {
    expect(dueMilestone(journey(), at(21))?.key).toBe('2w');
    expect(dueMilestone(journey(), at(21, REMINDER_HOUR_UTC, 1))).toBeNull();
  });

  it('sends none for a milestone that had passed when the surgery was posted', () => {
    // Posted on day 30 about a surgery a month ago: 2 weeks had passed, the 6-week one is still ahead.
    const late = journey({ postedAt: at(30, 9) });
    expect(dueMilestone(late, at(30, 10))).toBeNull();
    expect(dueMilestone(late, at(42))).toBeNull();
    // Posted an hour after the 2-week reminder time: none for 2 weeks.
    expect(
      dueMilestone(journey({ postedAt: at(14, REMINDER_HOUR_UTC + 1) }), at(14, REMINDER_HOUR_UTC + 2)),
    ).toBeNull();
  });

  it('sends none for a period in which the member already posted an update', () => {
    // An update on day 30 is in the 2–6 week period: no 6-week reminder, but the 3-month one comes.
    const updated = journey({ lastUpdateAt: at(30, 9), queued: ['2w'] });
    expect(dueMilestone(updated, at(42))).toBeNull();
    expect(dueMilestone(updated, at(91))?.key).toBe('3m');
    // An update on day 14 itself (the period's last day) counts for the 2-week period.
    expect(dueMilestone(journey({ lastUpdateAt: at(14, 9) }), at(14))).toBeNull();
    // An update in an earlier period does not cover a later one.
    expect(dueMilestone(journey({ lastUpdateAt: at(10) }), at(42))?.key).toBe('6w');
  });

  it('counts an update posted after the milestone but before a late sweep', () => {
    expect(dueMilestone(journey({ lastUpdateAt: at(15) }), at(16))).toBeNull();
  });

  it('lists the surgery dates whose milestones can be due now, one range per milestone', () => {
    const ranges = candidateSurgeryDateRanges(at(42, REMINDER_HOUR_UTC, 30));
    expect(ranges).toHaveLength(5);
    expect(ranges[1]).toEqual({ from: '2025-12-25', to: SURGERY });
    for (const r of ranges) expect(r.from < r.to).toBe(true);
  });
});
