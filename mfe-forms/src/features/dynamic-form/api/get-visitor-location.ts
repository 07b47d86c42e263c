import { apiClient } from '@qs/shared';

/** sessionStorage key of the visitor's country: one lookup per browser session. */
export const LOCATION_SESSION_KEY = 'qs_visitor_location';

let pending: Promise<string | null> | null = null;

const readSession = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem(LOCATION_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
};

const writeSession = (code: string): void => {
  try {
    globalThis.sessionStorage?.setItem(LOCATION_SESSION_KEY, code);
  } catch {
    // persistence is best effort: the page keeps it in memory
  }
};

/**
 * The visitor location lookup (docs/product/forms.md#field-types; country code in `loc`): designed as GET /geo/location.
 * Resolves the ISO code, or null when the lookup fails (then the caller falls back, docs/product/forms.md#field-types).
 * A success is kept for the session; a failure is not, so a later form asks again.
 */
export const getVisitorLocation = (): Promise<string | null> => {
  const stored = readSession();
  if (stored) return Promise.resolve(stored);
  pending ??= apiClient
    .get('/geo/location')
    .then((answer) => {
      const loc =
        typeof answer?.data?.loc === 'string' && /^[A-Za-z]{2}$/.test(answer.data.loc)
          ? answer.data.loc.toUpperCase()
          : null;
      if (loc) writeSession(loc);
      return loc;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
};
