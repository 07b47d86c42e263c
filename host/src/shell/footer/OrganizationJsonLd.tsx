import { SISTER_SITES, SITE_URL } from '../site-links';
import { safeContactHref, type ContactInformation } from '@qs/shared';

/** Seed 000 §1: the rating shown in structured data. */
export const RATING = { ratingValue: 9.7, bestRating: 10 } as const;

export const organizationJsonLd = (networks: readonly ContactInformation[]) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'QuieroSeguro Colombia',
  url: SITE_URL,
  logo: `${SITE_URL}/favicon.svg`,
  sameAs: [
    ...networks.filter((entry) => entry.type === 'red_social').flatMap((entry) => safeContactHref(entry.link) ?? []),
    ...SISTER_SITES.map((site) => site.href).filter((href) => href !== SITE_URL),
  ],
  aggregateRating: { '@type': 'AggregateRating', ...RATING },
});

/** JSON-LD for search engines; '<' is escaped so no service text can close the script element. */
export const OrganizationJsonLd = ({ entries }: { entries: readonly ContactInformation[] }) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(entries)).replace(/</g, '\\u003c') }}
  />
);
