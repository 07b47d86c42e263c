import type { BenefitCategory } from './build-coverages';
import { buildCoverageTags } from './build-coverages';
import type { ResolvedPlan } from './resolve-plans';

/** typeAlias (docs/product/api.md#plan-cards): how the site names each kind of organization. */
export const TYPE_ALIAS: Record<string, string> = {
  EPS: 'EPS',
  ASEG: 'Aseguradora',
  'MEDICINA PREPAGADA': 'Medicina Prepagada',
  MASCOTAS: 'Seguros para mascotas',
  CLINICA: 'Clínica',
};

export const organizationImage = (slug: string): string => `/api/images/organizations/${slug}.svg`;

/** Popular plans are the ones most requested; the threshold keeps about a quarter of them. */
export const POPULAR_THRESHOLD = 80;

/**
 * The parts of a plan card (docs/product/api.md#plan-cards) that do not depend on who asks. Price, distance and isNew are
 * added per request by the compare service.
 */
export const buildStaticCard = (
  plan: ResolvedPlan,
  categories: readonly BenefitCategory[],
  protections: Readonly<Record<string, string>>,
) => {
  const { fixture, line, org } = plan;
  const image = organizationImage(org.slug);
  return {
    id: fixture.id,
    displayName: fixture.displayName,
    name: fixture.displayName.replace(/^Plan /, ''),
    productCode: fixture.code,
    url: plan.url,
    priceRange: { from: plan.basePrice, unit: { code: 'COP' } },
    score: fixture.score,
    exclusive: fixture.exclusive ?? false,
    isPromoted: fixture.isPromoted ?? false,
    insuranceMetadata: {
      metadata: {
        salesChannel: plan.salesChannel,
        isPopular: fixture.popularity >= POPULAR_THRESHOLD,
        hasOffer: plan.offers.length > 0,
        logo: image,
        ...(plan.minSubscribers !== null ? { minsubscribers: plan.minSubscribers } : {}),
        modality: plan.modality,
        coverage_breadth: plan.coverageBreadth,
        price_detail: { label: plan.priceUnit, age_range: plan.baseAgeRange },
        annual_benefit_maximum: { amount: plan.annualMax, currency_code: 'COP' },
        image: `/api/images/products/${fixture.code}.svg`,
        protection: plan.protection,
        protection_description: protections[plan.protection] ?? '',
      },
    },
    insuranceType: {
      name: line.name,
      displayName: line.displayName,
      description: line.description,
      color: line.color,
      upperType: line.upperType,
    },
    organization: {
      id: org.id,
      displayName: org.displayName,
      metadata: {
        image,
        img: image,
        url: org.slug,
        typeAlias: TYPE_ALIAS[org.type] ?? org.type,
        color: org.color,
        firstColor: org.firstColor,
      },
    },
    coverages: buildCoverageTags(categories),
  };
};

export type StaticCard = ReturnType<typeof buildStaticCard>;
