/** A clock the test moves by hand (the app's `clock` option): waits measured by it pass without sleeping. */
export function manualClock(start = Date.parse('2026-01-05T09:00:00Z')) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
