import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { randomSource } from '../test-support/random-source';
import { gzipAround, gzipWith } from './gzip-around';

describe('a gzip member around a middle put in per answer', () => {
  it('decompresses to the whole text, its checksum and size checked, for texts of every kind', () => {
    const r = randomSource(11);
    const word = () =>
      r.pick(['"uuid":', 'Cóndor', 'plan', '{"data":[', '},', 'ñ', '0123456789', ' '.repeat(r.int(0, 40))]);
    for (let n = 0; n < 200; n += 1) {
      const before = Array.from({ length: r.int(1, 3000) }, word).join('');
      const after = Array.from({ length: r.int(0, 300) }, word).join('');
      const around = gzipAround(before, after);
      for (const middle of ['', '0f0e0d0c-0b0a-4908-8706-050403020100', 'año'.repeat(r.int(1, 50))]) {
        // gunzipSync fails on a wrong CRC-32 or size.
        expect(gunzipSync(gzipWith(around, middle)).toString()).toBe(before + middle + after);
      }
    }
  });

  it('is about as small as the whole text compressed in one go', () => {
    const card = (n: number) =>
      JSON.stringify({
        id: n,
        displayName: 'Colectivo Emprende Cóndor',
        coverages: [{ name: 'Hospitalización', amount: 80 + n }],
      });
    const before = `{"data":[${Array.from({ length: 200 }, (_, n) => card(n)).join(',')}],"metaData":{"uuid":"`;
    const [uuid, after] = ['0f0e0d0c-0b0a-4908-8706-050403020100', '","page":1}}'];
    const zipped = gzipWith(gzipAround(before, after), uuid);
    // The flush, the stored block's header and the tail's own block: a few dozen bytes more.
    expect(zipped.length).toBeLessThan(
      gzipSync(before + uuid + after, { level: constants.Z_BEST_COMPRESSION }).length + 64,
    );
    expect(zipped.length).toBeLessThan(before.length / 10);
  });

  it('refuses a middle longer than one stored block', () => {
    expect(() => gzipWith(gzipAround('a', 'b'), 'x'.repeat(70_000))).toThrow(RangeError);
  });
});
