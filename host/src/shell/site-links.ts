import { paths } from '@qs/shared';

/**
 * Destinations the shell links to. Internal ones come from `paths` (the route table of
 * docs/product/shell.md#routes, built in one place).
 *
 * External addresses are fictional placeholders of the QuieroSeguro family, chosen for this
 * build: travel insurance and jobs live on the international site, the customer portal on
 * its own page of this site.
 */
export const siteLinks = {
  contact: paths.contact.getHref(),
  customerPortal: paths.customerPortal.getHref(),
  epsFinder: paths.landingList.getHref('EPS'),
  insurers: paths.landingList.getHref('Seguros'),
  productMap: paths.productMap.getHref(),
  about: paths.landing.getHref('quehacemos'),
  partners: paths.partners.getHref(),
  clinics: paths.landingList.getHref('Clinicas-y-Hospitales'),
  travelInsurance: 'https://viajes.quieroseguro.com',
  jobs: 'https://empleos.quieroseguro.com',
} as const;

/** Sister sites (docs/product/shell.md#footer), fictional domains: one per country plus the international one. */
export const SISTER_SITES = [
  { key: 'cl', href: 'https://quieroseguro.cl', lang: 'es-CL' },
  { key: 'pe', href: 'https://quieroseguro.pe', lang: 'es-PE' },
  { key: 'co', href: 'https://quieroseguro.co', lang: 'es-CO' },
  { key: 'international', href: 'https://quieroseguro.com', lang: undefined },
] as const;
