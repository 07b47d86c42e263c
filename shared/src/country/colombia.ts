import { formatOpeningHours, type OpeningHours } from '../format/opening-hours';

const supportSchedule: OpeningHours = { days: 'Lunes a viernes', opens: '09:00', closes: '18:30' };

/** Country rules for Colombia; a Chile/Peru/international host would provide its own. */
export const colombia = {
  code: 'CO',
  id: 3,
  name: 'Colombia',
  project: 'colombia',
  alias: 'qs',
  locale: 'es-CO',
  currency: { code: 'COP', symbol: '$', name: 'Pesos', decimals: 0 },
  priceSuffix: { monthly: '/mes', yearly: '/año' },
  phonePrefix: '+57',
  /**
   * Product rule (docs/product/forms.md#country-config): the company's e-mail domain. Staff are referrers with an address here; only they may
   * see the user-mode panel's switches. Not the site's domain (QS_SITE_DOMAIN is `localhost` in development).
   */
  companyEmailDomain: 'quieroseguro.co',
  storageKeys: {
    profile: 'V1.6_CO',
    referrer: 'qs_referrer',
    lastNotification: 'qs_last_notification',
    /** Prefix of the lead outbox: one key per pending request, `qs_lead_outbox:{idempotency key}`. */
    leadOutbox: 'qs_lead_outbox:',
    /** Lead attribution history (docs/product/forms.md#storage-keys: at most 100 entries). */
    leadAttribution: 'qs_lead_attribution',
  },
  mapCentre: { lng: -74.339, lat: 4.9957, zoom: 4.3 },
  /** docs/product/forms.md#formats, Bogotá time; every slice writes them with formatOpeningHours (one format). */
  supportSchedule,
  /**
   * The schedule as text, written by the same formatter. @qs/shared is a run-time singleton: remotes built
   * before supportSchedule read this string, so it stays.
   */
  supportHours: formatOpeningHours(supportSchedule),
  /**
   * Product rule (docs/product/detail.md#price-detail): what a plan's share of a bill is called here (Chile says 'Deducible'; Colombia 'Copago' or
   * 'Cuota Moderadora'). Every slice words it with these, never 'deducible' (docs/product/forms.md#country-config); the product's
   * "zero is 'Sin deducible'" is that rule in Chile's word, so a zero copago is 'Sin copago' here.
   */
  deductibleTerm: { name: 'Copago', none: 'Sin copago' },
  /**
   * Customer portals of this country (docs/product/content.md#customer-portal: Portal-clientes: people and companies; docs/product/content.md#customer-portal:
   * portal links exist per country). Fictional addresses of the QuieroSeguro family.
   */
  customerPortals: [
    { key: 'personas', label: 'Personas', url: 'https://clientes.quieroseguro.co' },
    { key: 'empresas', label: 'Empresas', url: 'https://empresas.quieroseguro.co' },
  ],
} as const;

export type CountryConfig = typeof colombia;
