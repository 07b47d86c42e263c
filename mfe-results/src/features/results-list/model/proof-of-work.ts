/**
 * docs/security.md#human-challenge: 'Soy humano!' costs work. The robot answer's signed challenge names a number of bits (its
 * payload's `d`); the API accepts a nonce whose SHA-256(`${challenge}:${nonce}`) starts with that many zero
 * bits — the rule of the API's src/http/proof-of-work.ts. About 2^bits hashes: at the default 15, a fraction
 * of a second of WebCrypto.
 */

/** The API's ceiling; a challenge asking more is not one this page tries to answer. */
const MAX_BITS = 24;

/** Hashes started at once: enough to keep WebCrypto busy, few enough to yield to the page often. */
const BATCH_SIZE = 1024;

/** The bits a challenge (`v1.<base64url JSON>.<signature>`) asks for; undefined when it cannot be read. */
export const readWorkBits = (challenge: string): number | undefined => {
  const payload = challenge.split('.')[1];
  if (!payload) return undefined;
  try {
    const { d } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { d?: unknown };
    return typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= MAX_BITS ? d : undefined;
  } catch {
    return undefined;
  }
};

/** Zero bits at the start of a digest. */
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

/** Lets the page paint and handle input between batches (scheduler.yield where the browser has it). */
const yieldToPage = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

export interface SolveOptions {
  /** Stops the search (the robot screen went away). */
  signal?: AbortSignal;
  batchSize?: number;
  subtle?: SubtleCrypto;
}

/**
 * The first counter that does the work, as the nonce to send. Hashes in batches with WebCrypto and yields
 * between them, so the page stays responsive while it searches. Rejects when `signal` aborts, or where the
 * page has no WebCrypto (an insecure origin).
 */
export const solveWork = async (
  challenge: string,
  bits: number,
  { signal, batchSize = BATCH_SIZE, subtle = globalThis.crypto?.subtle }: SolveOptions = {},
): Promise<string> => {
  if (!subtle) throw new Error('WebCrypto no está disponible');
  const encoder = new TextEncoder();
  for (let start = 0; ; start += batchSize) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: batchSize }, (_, offset) =>
        subtle.digest('SHA-256', encoder.encode(`${challenge}:${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= bits);
    if (found >= 0) return String(start + found);
    await yieldToPage();
  }
};
