import { siteUrl, type PlanDetail } from '@qs/shared';
import { planCrumbs } from './plan-crumbs';

/** Where an organization's own page lives, by the kind of organization the site names (its landing list). */
const ORGANIZATION_SECTION: Record<string, string> = { EPS: 'EPS', 'Medicina Prepagada': 'Medicina-Prepagada' };

/** The organization's page: /EPS/{org}, /Medicina-Prepagada/{org}, else /Seguros/{org} (insurers, company and pet plans). */
export const organizationPath = (plan: PlanDetail): string =>
  `/${ORGANIZATION_SECTION[plan.organization.metadata.typeAlias] ?? 'Seguros'}/${plan.organization.metadata.url}`;

/** The plan's link-preview image: its own overview image, else its organization's logo (both images of the site). */
export const planImage = (plan: PlanDetail): string =>
  plan.insuranceMetadata.metadata.image || plan.organization.metadata.image;

/**
 * The plan as a schema.org Product (docs/seo.md): its insurer as brand, its starting price as the Offer's price,
 * a number in pesos. No priceValidUntil: the catalogue gives prices no end date.
 */
export const planProduct = (plan: PlanDetail, description: string) => {
  const url = siteUrl(plan.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plan.displayName,
    description,
    image: siteUrl(planImage(plan)),
    sku: plan.productCode,
    category: plan.insuranceType.displayName,
    url,
    brand: {
      '@type': 'Organization',
      name: plan.organization.displayName,
      logo: siteUrl(plan.organization.metadata.image),
    },
    offers: {
      '@type': 'Offer',
      price: plan.price.minPrice,
      priceCurrency: plan.price.unit.code,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
};

/** The page's breadcrumb as schema.org has it: Inicio › comparator › organization › plan, every item absolute. */
export const planBreadcrumbList = (plan: PlanDetail, homeLabel: string) => {
  const [line, organization, own] = planCrumbs(plan, undefined);
  const crumbs = [
    { label: homeLabel, href: '/' },
    // A type no comparator lists leads to the organization's page, the next crumb already.
    ...(line?.href && line.href !== organizationPath(plan) ? [{ label: line.label, href: line.href }] : []),
    { label: organization?.label ?? plan.organization.displayName, href: organizationPath(plan) },
    { label: own?.label ?? plan.displayName, href: plan.url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: siteUrl(crumb.href),
    })),
  };
};
