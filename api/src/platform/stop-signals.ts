/**
 * SIGINT and SIGTERM, listened for from a process's first line: a deploy's SIGTERM can come while
 * it is still migrating, opening its database or registering its queues (a worker already works
 * the first of them). Without a listener the signal's default action would kill it mid-write;
 * with one, the stop asked for during start-up runs as soon as the process says how to stop.
 */
export interface StopSignals {
  /** How to stop, once there is something to stop; runs at once if a signal already came. */
  onStop(stop: (signal: string) => void): void;
}

export function listenForStopSignals(): StopSignals {
  let stopNow: ((signal: string) => void) | undefined;
  let asked: string | undefined;
  const onSignal = (signal: string) => {
    if (stopNow) stopNow(signal);
    else asked ??= signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  return {
    onStop(stop) {
      stopNow = stop;
      if (asked) stop(asked);
    },
  };
}
