import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hasWork, MAX_WORK_BITS } from './proof-of-work';

/** docs/security.md#human-challenge: how long the robot screen's challenge can be answered. */
export const CHALLENGE_TTL_MS = 2 * 60_000;

/** Spanish refusals of POST /api/buscarplanes/notrobot (designed: the product has only the robot message; docs/product/api.md#robot-check). */
export const CHALLENGE_MESSAGES = {
  missing: 'Falta el desafío de verificación. Vuelve a comparar para recibir uno nuevo.',
  invalid: 'El desafío de verificación no es válido. Vuelve a comparar para recibir uno nuevo.',
  expired: 'El desafío de verificación expiró. Vuelve a comparar para recibir uno nuevo.',
  otherClient: 'El desafío de verificación no corresponde a esta conexión.',
  used: 'El desafío de verificación ya fue usado o ya no corresponde. Vuelve a comparar para recibir uno nuevo.',
  /** docs/security.md#human-challenge: the challenge came back without the proof of work it asks for (or with a wrong one). */
  work: 'La verificación no se completó. Vuelve a intentarlo.',
  /** docs/security.md#human-challenge: the client passed as many times as a window allows (bot-guard.ts); it waits for the window. */
  tooManyClears: 'Ya confirmaste que eres humano varias veces en la última hora. Intenta de nuevo más tarde.',
  bareGet: 'Para confirmar que eres humano usa el botón «Soy humano!» de la página de resultados.',
} as const;

export interface IssuedChallenge {
  challenge: string;
  expiresAt: string;
}

export type ChallengeCheck = { ok: true; episode: string } | { ok: false; status: 400 | 403 | 410; message: string };

export interface HumanChallenges {
  /**
   * A challenge for this client's current robot episode (the bot guard's id of this suspicion) that asks for
   * `bits` bits of proof of work (proof-of-work.ts).
   */
  issue: (client: string, episode: string, bits: number) => IssuedChallenge;
  /**
   * Signature, expiry, client and the work (`nonce`); single use is the bot guard's (the episode ends when it
   * is cleared).
   */
  verify: (challenge: string, nonce: string | undefined, client: string) => ChallengeCheck;
}

interface Payload {
  /** Keyed hash of the client's address: the token does not carry the address itself. */
  c: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** Nonce: two challenges are never equal. */
  n: string;
  /** The robot episode it may clear. */
  s: string;
  /** Leading zero bits the answer's SHA-256 must have: signed, so a client cannot lower its own work. */
  d: number;
}

const VERSION = 'v1';

const isPayload = (value: unknown): value is Payload => {
  if (!value || typeof value !== 'object') return false;
  const { c, e, n, s, d } = value as Record<string, unknown>;
  return (
    typeof c === 'string' &&
    typeof e === 'number' &&
    Number.isFinite(e) &&
    typeof n === 'string' &&
    typeof s === 'string' &&
    typeof d === 'number' &&
    Number.isInteger(d) &&
    d >= 1 &&
    d <= MAX_WORK_BITS
  );
};

/**
 * The 'Soy humano!' step as a short-lived signed challenge: `v1.<payload>.<HMAC-SHA256>` (base64url),
 * issued with the robot answer and sent back in a POST with the nonce of its proof of work. A script cannot
 * mint one (server secret), reuse one from another connection (client key), keep one (2 minutes), replay one
 * (its episode is over) or answer one without the work (echoing it back is not enough): docs/security.md#human-challenge.
 */
export const createHumanChallenges = ({
  secret,
  ttlMs = CHALLENGE_TTL_MS,
  now = Date.now,
}: {
  secret: string;
  ttlMs?: number;
  now?: () => number;
}): HumanChallenges => {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const clientKey = (client: string) => mac(`client:${client}`).subarray(0, 16).toString('base64url');
  const sign = (encoded: string) => mac(`${VERSION}.${encoded}`).toString('base64url');

  return {
    issue: (client, episode, bits) => {
      const expires = now() + ttlMs;
      const payload: Payload = {
        c: clientKey(client),
        e: expires,
        n: randomBytes(12).toString('base64url'),
        s: episode,
        d: bits,
      };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { challenge: `${VERSION}.${encoded}.${sign(encoded)}`, expiresAt: new Date(expires).toISOString() };
    },
    verify: (challenge, nonce, client) => {
      const invalid = { ok: false, status: 400, message: CHALLENGE_MESSAGES.invalid } as const;
      const [version, encoded, signature, ...rest] = challenge.split('.');
      if (version !== VERSION || !encoded || !signature || rest.length > 0) return invalid;
      const expected = Buffer.from(sign(encoded), 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
      } catch {
        return invalid;
      }
      if (!isPayload(payload)) return invalid;
      if (now() >= payload.e) return { ok: false, status: 410, message: CHALLENGE_MESSAGES.expired };
      if (payload.c !== clientKey(client)) return { ok: false, status: 403, message: CHALLENGE_MESSAGES.otherClient };
      // Last, after the cheap refusals: one hash, whatever the difficulty.
      if (nonce === undefined || !hasWork(challenge, nonce, payload.d))
        return { ok: false, status: 400, message: CHALLENGE_MESSAGES.work };
      return { ok: true, episode: payload.s };
    },
  };
};
