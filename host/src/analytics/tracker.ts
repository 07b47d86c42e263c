import { readAttributionHistory, safeStorage } from '@qs/shared';
import { allows, type ConsentPurpose } from '../consent/consent-store';
import { createCollector, type Collector, type EventName, type EventParams } from './collector';
import { comparatorOfPage } from './comparator-of-page';

/** The browser's analytics id, kept only once the visitor allowed measuring. */
export const CLIENT_ID_KEY = 'qs-client-id';
const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;
const MAX_PAGE = 2048;
const MAX_CAMPAIGN_VALUE = 200;

declare global {
  interface Window {
    /** Google Tag Manager's data layer: the site pushes its events there in GTM's conventions. */
    dataLayer?: Record<string, unknown>[];
  }
}

const randomId = (): string =>
  typeof crypto?.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const clientId = (): string => {
  const kept = safeStorage.read<string>(CLIENT_ID_KEY);
  if (typeof kept === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept;
  const id = randomId();
  safeStorage.write(CLIENT_ID_KEY, id);
  return id;
};

/** Forgets the analytics id (the visitor withdrew their permission). */
export const forgetClientId = (): void => safeStorage.remove(CLIENT_ID_KEY);

/** The campaign of this visit: the address's own utm_* and gclid, else those of the visitor's last arrival. */
export const campaignOf = (href: string = window.location.href): EventParams => {
  const read = (url: string) => {
    const params = new URL(url, window.location.origin).searchParams;
    const found: EventParams = {};
    for (const key of CAMPAIGN_KEYS) {
      const value = params.get(key);
      if (value) found[key] = value.slice(0, MAX_CAMPAIGN_VALUE);
    }
    return found;
  };
  const own = read(href);
  if (Object.keys(own).length > 0) return own;
  const arrival = readAttributionHistory().at(-1);
  return arrival ? read(arrival.url) : {};
};

let collector: Collector = createCollector();

/** Replaces the collector (tests). */
export const replaceCollector = (replacement: Collector): void => {
  collector = replacement;
};

/** Sends what is gathered now (the page is hidden or left). */
export const flushEvents = (): void => collector.flush();

/** The events the business counts as conversions: counted under the visitor's last comparator on a page with none. */
const CONVERSIONS: ReadonlySet<EventName> = new Set(['generate_lead', 'purchase']);

/**
 * Records an event, if the visitor allowed its purpose: pushed to `window.dataLayer` ({ event, ...params }, GTM's
 * convention) and gathered for the site's own collector with the page, its comparator and the visit's campaign. Before the
 * visitor's choice, and for a purpose they refused, nothing happens at all.
 */
export const track = (name: EventName, params: EventParams = {}, purpose: ConsentPurpose = 'analytics'): boolean => {
  if (!allows(purpose)) return false;
  const comparator = comparatorOfPage(window.location.pathname, { withLast: CONVERSIONS.has(name) });
  const withCampaign: EventParams = { ...(comparator ? { comparator } : {}), ...campaignOf(), ...params };
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...withCampaign });
  collector.add({
    name,
    category: purpose,
    clientId: clientId(),
    at: new Date().toISOString(),
    page: `${window.location.pathname}${window.location.search}`.slice(0, MAX_PAGE),
    params: withCampaign,
  });
  return true;
};

/**
 * A conversion (a lead, a purchase): measured for advertising when the visitor allowed it (and the pixels switch is
 * on), else for analytics; once either way.
 */
export const trackConversion = (name: 'generate_lead' | 'purchase', params: EventParams): boolean =>
  track(name, params, allows('advertising') ? 'advertising' : 'analytics');
