/**
 * How many photos are processed at once. libvips works off the event loop, but on a small
 * machine eight photos at once would take every core, and the event loop's thread would then wait
 * for a core of its own (GET /ping p99 was 256 ms with 8 uploads on 2 cores). So one core is
 * left to the event loop: at most (cores − 1) photos at once, at least one, each on one libvips
 * thread; the others wait their turn, in order.
 */
import os from 'node:os';
import sharp from 'sharp';

sharp.concurrency(1);

const SLOTS = Math.max(1, os.availableParallelism() - 1);
let busy = 0;
const waiting: (() => void)[] = [];

export async function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}
