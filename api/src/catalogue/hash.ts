import { createHash } from 'node:crypto';

/** Deterministic pseudo-randomness for the seed: the same fixtures always give the same catalogue. */
export const hashHex = (text: string, length = 8): string =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

export const hashInt = (text: string): number => Number.parseInt(hashHex(text, 8), 16);
