import { colombia } from '../country/colombia';
import { safeStorage } from '../stores/storage';

/**
 * One arrival of the visitor on the site (docs/product/forms.md#lead-attribution: lead attribution entry: referrer, date,
 * infoGA with the URL's parameters). The site runs no Google Analytics, so there is no client id.
 */
export interface LeadAttributionEntry {
  /** The address the visitor landed on. */
  url: string;
  /** document.referrer: the page that sent the visitor ('' when typed or hidden). */
  referrer: string;
  /** ISO date of the arrival. */
  date: string;
  infoGA: { urlParams: Record<string, string> };
}

/** The history keeps at most 100 entries and is saved 2 s after load (docs/product/forms.md#lead-attribution). */
export const ATTRIBUTION_MAX_ENTRIES = 100;
export const ATTRIBUTION_SAVE_DELAY_MS = 2000;
/** Bounds the API accepts (api/src/routes/leads/lead-fields.ts); longer values are cut here, never refused there. */
export const ATTRIBUTION_LIMITS = { url: 2000, referrer: 2000, paramValue: 200, params: 10 } as const;
/** A reload or a second tab within this time of the same arrival is not a new arrival (designed). */
export const SAME_ARRIVAL_MS = 30 * 60 * 1000;

const KEY = colombia.storageKeys.leadAttribution;

const isEntry = (value: unknown): value is LeadAttributionEntry =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as LeadAttributionEntry).url === 'string' &&
  typeof (value as LeadAttributionEntry).date === 'string';

export const readAttributionHistory = (): LeadAttributionEntry[] => {
  const stored = safeStorage.read<unknown>(KEY);
  return Array.isArray(stored) ? stored.filter(isEntry).slice(-ATTRIBUTION_MAX_ENTRIES) : [];
};

/** The utm_* parameters of an address (campaign attribution), bounded. */
const utmParams = (url: URL): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!/^utm_[a-z_]{1,30}$/.test(name) || Object.keys(params).length >= ATTRIBUTION_LIMITS.params) continue;
    params[name] = value.slice(0, ATTRIBUTION_LIMITS.paramValue);
  }
  return params;
};

export const arrivalOf = (href: string, referrer: string, now: Date): LeadAttributionEntry => {
  const url = new URL(href);
  return {
    url: href.slice(0, ATTRIBUTION_LIMITS.url),
    referrer: referrer.slice(0, ATTRIBUTION_LIMITS.referrer),
    date: now.toISOString(),
    infoGA: { urlParams: utmParams(url) },
  };
};

/** history + arrival, oldest dropped past 100; the same arrival again within 30 minutes is skipped. */
export const appendArrival = (
  history: LeadAttributionEntry[],
  arrival: LeadAttributionEntry,
): LeadAttributionEntry[] => {
  const last = history[history.length - 1];
  const repeat =
    last &&
    last.url === arrival.url &&
    last.referrer === arrival.referrer &&
    Date.parse(arrival.date) - Date.parse(last.date) < SAME_ARRIVAL_MS;
  return repeat ? history : [...history, arrival].slice(-ATTRIBUTION_MAX_ENTRIES);
};
