/**
 * A small seeded pseudo-random generator (mulberry32), so the demo seed writes the same rows on
 * every machine and every run: Math.random would make the demo curves differ between a newcomer's
 * screen and the docs, and make seed tests flaky.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Normally distributed (Box–Muller), mean 0 and the given standard deviation. */
  normal(sd: number): number;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One key, with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const prng: Prng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: (sd) => {
      // 1 - next() is in (0, 1], so the logarithm is finite.
      const u = 1 - next();
      return sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, weight] of choices) {
        r -= weight;
        if (r < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return prng;
}
