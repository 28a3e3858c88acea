/**
 * A small deterministic random source for the artwork: the same seed draws the same picture on
 * the server and in the browser, so hydration matches exactly. No Math.random, no clock.
 */

/** FNV-1a, 32 bit: spreads a string seed into an unsigned integer. */
export function hashSeed(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a fast 32-bit generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** A float in [min, max), rounded to one decimal so the markup stays short and stable. */
  range: (min: number, max: number) => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p?: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A shuffled copy. */
  shuffle: <T>(items: readonly T[]) => T[];
};

/** One decimal is plenty for a 640 × 400 drawing and keeps server and client strings equal. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function createRandom(seed: string): Random {
  const next = mulberry32(hashSeed(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    range: (min, max) => round(min + next() * (max - min)),
    int,
    chance: (p = 0.5) => next() < p,
    pick: (items) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("pick() needs at least one item");
      return item;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
}
