import { paths } from '@qs/shared';
import { isReachable } from '../../app/route-slices';
import type { SiteStart } from '../../start/start-site';
import { siteLinks } from '../site-links';

/** A footer entry: a link (external ones open in a new tab) or the button opening the referrals modal. */
export type FooterItem = { key: string; href: string; external?: boolean } | { key: 'referrals'; opens: 'referrals' };

export interface FooterColumn {
  key: 'eps' | 'policies' | 'more';
  items: FooterItem[];
}

/** docs/product/shell.md#footer: the EPS, Pólizas and Más columns. Labels are `footer.links.<key>` in es.json. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    key: 'eps',
    items: [
      { key: 'compareEps', href: paths.compare.getHref('EPS') },
      { key: 'epsFinder', href: siteLinks.epsFinder },
    ],
  },
  {
    key: 'policies',
    items: [
      { key: 'comparePolicies', href: paths.compare.getHref('Polizas-de-Salud') },
      { key: 'insurers', href: siteLinks.insurers },
      { key: 'prepaid', href: paths.compare.getHref('Medicina-Prepagada') },
      { key: 'additionalInsurance', href: paths.additionalInsurance.getHref() },
      { key: 'travel', href: siteLinks.travelInsurance, external: true },
      { key: 'productMap', href: siteLinks.productMap },
    ],
  },
  {
    key: 'more',
    items: [
      { key: 'about', href: siteLinks.about },
      { key: 'partners', href: siteLinks.partners },
      { key: 'clinics', href: siteLinks.clinics },
      { key: 'jobs', href: siteLinks.jobs, external: true },
      { key: 'blog', href: paths.blog.getHref() },
      { key: 'referrals', opens: 'referrals' },
      { key: 'dataRights', href: paths.dataRights.getHref() },
    ],
  },
];

/**
 * Whether a partner site keeps an entry: a site link where the visitor can stay (as in the header
 * menu), never QuieroSeguro's own sites (travel, jobs). 'Referidos' stays only where it is the
 * partner's own sign-in: a partner whose config carries a `referer` (pseudo-login mode, docs/product/shell.md#partner-sites;
 * the forms slice's referrer modal) and that loads the forms slice.
 */
const keptOnPartner = (item: FooterItem, { partner, slices }: Pick<SiteStart, 'partner' | 'slices'>): boolean => {
  if ('opens' in item) return Boolean(partner?.referer?.trim()) && slices.has('forms');
  return !item.external && isReachable(item.href, { partner, slices });
};

/**
 * The columns as a site shows them: all of them on the main site; on a partner site only the
 * links where the visitor can stay, and no column left empty.
 */
export const footerColumnsFor = (site: Pick<SiteStart, 'partner' | 'slices'>): FooterColumn[] =>
  FOOTER_COLUMNS.map((column) => ({
    ...column,
    items: site.partner ? column.items.filter((item) => keptOnPartner(item, site)) : column.items,
  })).filter((column) => column.items.length > 0);
