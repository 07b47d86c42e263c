// A bounded cache for the servers' own questions to the API (partner of a host name, iframe tokens).
// docs/security.md#bounded-lookups: a Map keyed by whatever host name a visitor invents grew without end, and each
// unknown name was asked again on every page. Here answers (found or not found) live `ttlMs`, at most
// `maxEntries` are kept (oldest dropped first), and concurrent askers of one key share one request.
// Failures (API down, 429 for that visitor) are not cached: they belong to one moment or one visitor.

export const createLookupCache = ({
  maxEntries = 1000,
  ttlMs = 30_000,
  negativeTtlMs = ttlMs,
  now = Date.now,
} = {}) => {
  const entries = new Map();
  const pending = new Map();

  const remember = (key, value) => {
    entries.delete(key);
    entries.set(key, { value, expires: now() + (value === null ? negativeTtlMs : ttlMs) });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  };

  /** The cached answer for `key`, else `load()`'s (null means "not found" and is cached as such). */
  const get = async (key, load) => {
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return cached.value;
    if (cached) entries.delete(key);
    if (pending.has(key)) return pending.get(key);
    // Never more open questions than cached answers: past that, each asker waits for its own.
    if (pending.size >= maxEntries) return load();
    const request = (async () => {
      try {
        const value = await load();
        remember(key, value);
        return value;
      } finally {
        pending.delete(key);
      }
    })();
    pending.set(key, request);
    return request;
  };

  return {
    get,
    get size() {
      return entries.size + pending.size;
    },
    clear: () => entries.clear(),
  };
};
