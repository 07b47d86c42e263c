import { SISTER_SITES } from '../site-links';
import { getSiteSettings, safeContactHref, siteUrl, type ContactInformation } from '@qs/shared';

/** docs/product/shell.md#footer: the rating shown in structured data. */
export const RATING = { ratingValue: 9.7, bestRating: 10 } as const;

/** The site's own address is the server's (QS_SITE_DOMAIN / QS_SITE_ORIGIN), read at start. */
export const organizationJsonLd = (networks: readonly ContactInformation[]) => {
  const { origin } = getSiteSettings();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'QuieroSeguro Colombia',
    url: origin,
    logo: siteUrl('/favicon.svg'),
    sameAs: [
      ...networks.filter((entry) => entry.type === 'red_social').flatMap((entry) => safeContactHref(entry.link) ?? []),
      ...SISTER_SITES.map((site) => site.href).filter((href) => href !== origin),
    ],
    aggregateRating: { '@type': 'AggregateRating', ...RATING },
  };
};

/** JSON-LD for search engines; '<' is escaped so no service text can close the script element. */
export const OrganizationJsonLd = ({ entries }: { entries: readonly ContactInformation[] }) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(entries)).replace(/</g, '\\u003c') }}
  />
);
