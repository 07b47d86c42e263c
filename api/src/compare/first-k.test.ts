import { randomSource } from '../test-support/random-source';
import { firstK } from './first-k';

describe('firstK', () => {
  const sorted = (positions: number[], key1: Float64Array, key2: Float64Array) =>
    [...positions].sort((a, b) => (key1[a] ?? 0) - (key1[b] ?? 0) || (key2[a] ?? 0) - (key2[b] ?? 0) || a - b);

  it('gives the first k in (key1, key2, position) order, as a full sort would', () => {
    const { next: random } = randomSource(7);
    for (let trial = 0; trial < 50; trial += 1) {
      const n = 1 + Math.floor(random() * 300);
      // Few distinct values, so ties on key1 and key2 are common.
      const key1 = Float64Array.from({ length: n }, () => Math.floor(random() * 5));
      const key2 = Float64Array.from({ length: n }, () => Math.floor(random() * 3));
      const positions = Array.from({ length: n }, (_, i) => i).filter(() => random() < 0.7);
      const k = Math.floor(random() * (n + 5));
      expect(firstK(Int32Array.from(positions), positions.length, k, key1, key2)).toEqual(
        sorted(positions, key1, key2).slice(0, k),
      );
    }
  });

  it('gives nothing for k = 0 or no candidates', () => {
    const key = new Float64Array(3);
    expect(firstK(Int32Array.from([0, 1, 2]), 3, 0, key, key)).toEqual([]);
    expect(firstK(new Int32Array(0), 0, 5, key, key)).toEqual([]);
  });
});
