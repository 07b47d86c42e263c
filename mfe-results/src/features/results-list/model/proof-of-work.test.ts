import { createHash } from 'node:crypto';
import { leadingZeroBits, readWorkBits, solveWork } from './proof-of-work';

/** A challenge shaped as the API issues it (the signature does not matter to the page). */
const challengeAsking = (d: unknown) =>
  `v1.${Buffer.from(JSON.stringify({ c: 'cliente', e: Date.now() + 120_000, n: 'azar', s: 'episodio', d })).toString('base64url')}.firma`;

/** The API's check (api/src/http/proof-of-work.ts), written out with Node's own hash. */
const apiAccepts = (challenge: string, nonce: string, bits: number) =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= bits;

describe('proof of work of the robot screen', () => {
  it('reads the bits a challenge asks for, and nothing from one it cannot read', () => {
    expect(readWorkBits(challengeAsking(16))).toBe(16);
    expect(readWorkBits(challengeAsking(3))).toBe(3);
    for (const unreadable of [
      challengeAsking(40),
      challengeAsking('16'),
      challengeAsking(1.5),
      'v1.e30.no-firmado',
      'v1.desafio.firma',
      'sin puntos',
      '',
    ]) {
      expect(readWorkBits(unreadable)).toBeUndefined();
    }
  });

  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0, 0x01]))).toBe(15);
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce the API accepts, the first counter that does the work', async () => {
    const challenge = challengeAsking(10);
    const nonce = await solveWork(challenge, 10);
    expect(nonce).toMatch(/^\d+$/);
    expect(apiAccepts(challenge, nonce, 10)).toBe(true);
    for (let earlier = 0; earlier < Number(nonce); earlier += 1)
      expect(apiAccepts(challenge, String(earlier), 10)).toBe(false);
    // The batch size changes how it searches, not what it finds.
    expect(await solveWork(challenge, 10, { batchSize: 7 })).toBe(nonce);
  });

  it('yields between batches and stops when the screen goes away', async () => {
    const controller = new AbortController();
    const digest = jest.fn((algorithm: AlgorithmIdentifier, data: BufferSource) =>
      globalThis.crypto.subtle.digest(algorithm, data),
    );
    // 24 bits: it would search for seconds.
    const search = solveWork(challengeAsking(24), 24, {
      batchSize: 64,
      signal: controller.signal,
      subtle: { digest } as unknown as SubtleCrypto,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    const hashed = digest.mock.calls.length;
    expect(hashed % 64).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(digest.mock.calls.length).toBe(hashed);
  });

  it('refuses to search without WebCrypto (an insecure origin)', async () => {
    await expect(solveWork(challengeAsking(8), 8, { subtle: null as unknown as SubtleCrypto })).rejects.toThrow(
      'WebCrypto no está disponible',
    );
  });
});
