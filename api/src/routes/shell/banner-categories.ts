import type { MenuCategory, MenuItem } from '@qs/contract';
import type { Db } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';

const pathKey = (path: string) => path.trim().replace(/\/+$/, '').toLowerCase();

/** The organization slug a company page names (`/EPS/{slug}`, `/Seguros/{slug}`…), or null for any other link. */
const companySlug = (url: string): string | null => {
  const segments = url.split('?')[0]!.split('/').filter(Boolean);
  return segments.length === 2 ? segments[1]!.toLowerCase() : null;
};

/**
 * The compare banner's category list (docs/product/results.md#compare-banner): the links of the comparator's menu
 * group (`box_category` at `/Comparar/{slug}`), without the comparator's own page. On a partner's site a company
 * the partner does not show is left out; links that name no company (guides) stay.
 */
export const bannerCategories = async (
  db: Db,
  menu: readonly MenuItem[],
  comparatorSlug: string,
  scope: CatalogueScope,
): Promise<MenuCategory[]> => {
  const own = pathKey(`/Comparar/${comparatorSlug}`);
  const group = menu.find((item) => item.type === 'box_category' && pathKey(item.url) === own);
  const links = (group?.categories ?? []).filter((category) => pathKey(category.url) !== own);
  if (scope.organizations === null || links.length === 0) return links;
  const slugs = [...new Set(links.map((link) => companySlug(link.url)).filter((slug) => slug !== null))];
  const organizations =
    slugs.length === 0
      ? []
      : await db.selectFrom('organizations').select(['id', 'slug']).where('slug', 'in', slugs).execute();
  const hidden = new Set(organizations.filter((org) => !scope.allows(org.id)).map((org) => org.slug.toLowerCase()));
  return links.filter((link) => !hidden.has(companySlug(link.url) ?? ''));
};
