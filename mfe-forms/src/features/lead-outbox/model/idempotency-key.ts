/** A fresh Idempotency-Key (RFC 4122 v4 id). */
export const newIdempotencyKey = (): string => {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // Older browsers: an RFC 4122 v4 id from getRandomValues.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The key and the body it was first sent with. */
export interface SubmissionKey {
  key: string;
  body: string;
}

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
};

/** The body as sent (undefined fields dropped), independent of key order. */
export const canonicalBody = (body: unknown): string => JSON.stringify(sortKeys(body)) ?? '';

/**
 * The Idempotency-Key for a body. The same body keeps the previous key, so a double click or a
 * retry after a failure never stores a second lead. A changed body gets a new key: the API
 * refuses a key reused with other data (422), and the first attempt may have been stored even
 * though its answer never arrived.
 */
export const keyForBody = (
  previous: SubmissionKey | null,
  body: unknown,
  makeKey: () => string = newIdempotencyKey,
): SubmissionKey => {
  const text = canonicalBody(body);
  return previous?.body === text ? previous : { key: makeKey(), body: text };
};
