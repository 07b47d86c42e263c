import { getNonce } from 'get-nonce';
import { NONCE_TIMING } from './nonce-timing.mjs';
import { adoptStyleNonce } from './style-nonce';

/** A Performance whose navigation entry carries these Server-Timing entries. */
const performanceWith = (serverTiming: Array<{ name: string; description: string }>) =>
  ({ getEntriesByType: (type: string) => (type === 'navigation' ? [{ serverTiming }] : []) }) as unknown as Performance;

describe('adoptStyleNonce', () => {
  it("gives the style-adding libraries the nonce of the answer's Server-Timing header", () => {
    const performance = performanceWith([
      { name: 'total', description: '' },
      { name: NONCE_TIMING, description: 'bm9uY2UtMTIzNDU2Nzg5MA==' },
    ]);
    expect(adoptStyleNonce(performance)).toBe('bm9uY2UtMTIzNDU2Nzg5MA==');
    expect(getNonce()).toBe('bm9uY2UtMTIzNDU2Nzg5MA==');
  });

  it('changes nothing on a page whose answer has none (a static copy of the shell, a browser that hides it)', () => {
    setNonceToKnownValue();
    expect(adoptStyleNonce(performanceWith([]))).toBeUndefined();
    expect(adoptStyleNonce({ getEntriesByType: () => [] } as unknown as Performance)).toBeUndefined();
    expect(adoptStyleNonce(undefined)).toBeUndefined();
    expect(getNonce()).toBe('known');
  });
});

function setNonceToKnownValue() {
  adoptStyleNonce(performanceWith([{ name: NONCE_TIMING, description: 'known' }]));
}
