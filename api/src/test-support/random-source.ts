/**
 * A small deterministic random source (mulberry32) for tests that try many random cases: the same seed gives
 * the same cases, so a failure repeats.
 */
export const randomSource = (seed: number) => {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const some = <T>(items: readonly T[], chance: number): T[] => items.filter(() => next() < chance);
  return { next, int, pick, some };
};
