import { createHash } from 'node:crypto';

/**
 * docs/security.md#human-challenge: the work 'Soy humano!' costs. A challenge names a number of bits; the client must find a
 * nonce whose SHA-256(`${challenge}:${nonce}`) starts with that many zero bits — about 2^bits hashes to
 * find, one hash to check. The results slice solves it with WebCrypto (mfe-results' proof-of-work.ts,
 * the same rule); a script must spend the same work instead of echoing the challenge.
 */

/**
 * Default bits: about 33 000 hashes. WebCrypto hashes one call at a time (~110 000 a second in headless
 * Chromium on the 2-core VM), so 15 bits took 0.29 s on average there and 16 took 0.67 s: 15 keeps a first
 * pass well under a second (docs/api/running.md, QS_HUMAN_POW_BITS).
 */
export const DEFAULT_WORK_BITS = 15;

/** Beyond this a browser works for minutes: neither the setting nor the growth per clear goes higher. */
export const MAX_WORK_BITS = 24;

/** Zero bits at the start of `bytes`. */
export const leadingZeroBits = (bytes: Uint8Array): number => {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
};

/** True when `nonce` is the work `bits` asks for on `challenge`. */
export const hasWork = (challenge: string, nonce: string, bits: number): boolean =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= bits;

/**
 * Bits of the next challenge for a client that already passed `clears` times in the current window: each
 * pass doubles the work of the next one, so a fresh compare budget is never free twice.
 */
export const workBits = (baseBits: number, clears: number): number => Math.min(MAX_WORK_BITS, baseBits + clears);
