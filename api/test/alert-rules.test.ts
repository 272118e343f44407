import {
  ALERT_LOOKBACK_MS,
  alertIdempotencyKey,
  dueAlerts,
  type AlertCandidate,
} from '../src/features/reminders/alert-rules';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const MIN = 60_000;
const DELAY = 15 * MIN;
const n = (id: number, userId: number, kind: AlertCandidate['kind'], minute: number): AlertCandidate => ({
  id,
  userId,
  kind,
  createdAt: new Date(T0 + minute * MIN),
});

describe('email alert rules', () => {
  it('waits the delay after the oldest unseen notification', () => {
    const unseen = [n(1, 7, 'comment', 0)];
    expect(dueAlerts(unseen, new Date(T0 + 14 * MIN), DELAY)).toEqual([]);
    expect(dueAlerts(unseen, new Date(T0 + 15 * MIN), DELAY)).toHaveLength(1);
  });

  it('sends one email per burst: every unseen item of the kind, up to now', () => {
    const unseen = [n(4, 7, 'comment', 9), n(1, 7, 'comment', 0), n(2, 7, 'comment', 4)];
    const bursts = dueAlerts(unseen, new Date(T0 + 15 * MIN), DELAY);
    expect(bursts).toHaveLength(1);
    const burst = bursts[0]!;
    expect(burst.items.map((i) => i.id)).toEqual([1, 2, 4]);
    expect(burst).toMatchObject({ userId: 7, kind: 'comments', lastId: 4 });
    expect(alertIdempotencyKey(burst)).toBe('alert:7:comments:4');
  });

  it('keeps replies to the member’s comments apart from comments on their surgery', () => {
    const unseen = [n(1, 7, 'comment', 0), n(2, 7, 'reply', 1), n(3, 7, 'reply', 2)];
    const due = dueAlerts(unseen, new Date(T0 + 16 * MIN), DELAY);
    expect(due.map((b) => [b.kind, b.items.map((i) => i.id)])).toEqual([
      ['comments', [1]],
      ['replies', [2, 3]],
    ]);
  });

  it('keeps members and kinds apart, each with its own clock', () => {
    const unseen = [n(1, 7, 'comment', 0), n(2, 7, 'followed_update', 10), n(3, 8, 'followed_update', 0)];
    const due = dueAlerts(unseen, new Date(T0 + 15 * MIN), DELAY);
    expect(due.map((b) => [b.userId, b.kind, b.lastId])).toEqual([
      [7, 'comments', 1],
      [8, 'followed', 3],
    ]);
    expect(dueAlerts(unseen, new Date(T0 + 25 * MIN), DELAY)).toHaveLength(3);
  });

  it('never emails a moderation notice', () => {
    expect(dueAlerts([n(1, 7, 'moderation', 0)], new Date(T0 + 60 * MIN), DELAY)).toEqual([]);
  });

  it('ignores a backlog older than the lookback, and clock skew into the future', () => {
    const old = { ...n(1, 7, 'comment', 0), createdAt: new Date(T0 - ALERT_LOOKBACK_MS - MIN) };
    const future = n(2, 7, 'comment', 30);
    expect(dueAlerts([old, future], new Date(T0 + 15 * MIN), DELAY)).toEqual([]);
  });
});
