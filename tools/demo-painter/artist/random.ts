// Seeded randomness: every picture must paint the same way for the same seed, on every machine.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `value` varied by ±`fraction` of itself. */
  vary(value: number, fraction: number): number;
  /** A new seed drawn from this stream, for a part that paints on its own. */
  seed(): number;
}

/** mulberry32: tiny, fast and good enough for placing petals. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
    vary: (value, fraction) => value * (1 + range(-fraction, fraction)),
    seed: () => Math.floor(next() * 2 ** 31),
  };
}

/** Mixes a seed with a salt (a view, a slide number) into an unrelated seed. */
export function mixSeed(seed: number, salt: number): number {
  let h = Math.imul(seed ^ 0x85ebca6b, 0xc2b2ae35) ^ Math.imul(salt + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}
