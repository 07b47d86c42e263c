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
  storageKeys: {
    profile: 'V1.6_CO',
    referrer: 'qs_referrer',
    lastNotification: 'qs_last_notification',
  },
  mapCentre: { lng: -74.339, lat: 4.9957, zoom: 4.3 },
  supportHours: 'Lunes a viernes de 9:00 a 18:30',
} as const;

export type CountryConfig = typeof colombia;
