/** A seeded pseudo-random source (mulberry32): the same `--seed` writes the same demo data. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** One of the values, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Roughly normal around `mean` (the sum of three uniforms), never below `least`. */
  around(mean: number, spread: number, least?: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (probability) => next() < probability,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of entries) {
        left -= weight;
        if (left < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    around: (mean, spread, least = -Infinity) =>
      Math.max(least, mean + spread * ((next() + next() + next()) / 1.5 - 1) * 1.7),
  };
  return random;
}
