import { hasWork } from '../http/proof-of-work';

/** The bits a challenge asks for (its signed payload's `d`); throws when it names none. */
export const workBitsOf = (challenge: string): number => {
  const { d } = JSON.parse(Buffer.from(challenge.split('.')[1] ?? '', 'base64url').toString('utf8')) as { d?: unknown };
  if (typeof d !== 'number' || !Number.isInteger(d)) throw new Error(`The challenge names no work: ${challenge}`);
  return d;
};

/** What a client must do to pass 'Soy humano!': the first counter whose hash has the challenge's zero bits. */
export const solveWork = (challenge: string, bits = workBitsOf(challenge)): string => {
  for (let nonce = 0; ; nonce += 1) if (hasWork(challenge, String(nonce), bits)) return String(nonce);
};

/** A nonce that does not do the work (some do by chance: one in 2^bits). */
export const wrongNonce = (challenge: string, bits = workBitsOf(challenge)): string => {
  for (let nonce = 0; ; nonce += 1) if (!hasWork(challenge, String(nonce), bits)) return String(nonce);
};
