import type { CatalogueFixtures } from './fixtures';
import type {
  InsuranceTypeFixture,
  InsurerFixture,
  OfferFixture,
  PlanFixture,
  PriceTableName,
  Tier,
} from './fixture-types';
import { startingPrice, startingRow } from '../pricing/plan-price';
import { ageRangeLabel, roundCop, type PlanPricing, type PriceRow } from '../pricing/price-profile';
import type { CoverageBreadth, PlanModality, ProtectionArea } from '@qs/contract';

/**
 * The plan's modality from the insurer's word (docs/product/api.md#plan-cards): 'Libre elección' is libre_eleccion,
 * 'Prestador Preferente' (or Preferente, preferente) is preferente, anything else cerrado.
 */
export const planModality = (raw: string | undefined): PlanModality => {
  const word = (raw ?? 'preferente')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');
  if (word === 'libre_eleccion') return 'libre_eleccion';
  if (word === 'preferente' || word === 'prestador_preferente') return 'preferente';
  return 'cerrado';
};

export const TIERS: readonly Tier[] = ['basic', 'plus', 'premium'];

/** A plan fixture with its line defaults applied and everything the builders derive from it. */
export interface ResolvedPlan {
  fixture: PlanFixture;
  line: InsuranceTypeFixture;
  org: InsurerFixture;
  tierIndex: 0 | 1 | 2;
  url: string;
  features: string[];
  annualMax: number;
  salesChannel: string[];
  modality: PlanModality;
  protection: ProtectionArea;
  coverageBreadth: CoverageBreadth;
  payment: string[];
  maxAge: number;
  minSubscribers: number | null;
  priceUnit: string;
  offers: Array<OfferFixture & { key: string }>;
  pricing: PlanPricing;
  prices: PriceRow[];
  /**
   * The plan's starting price, the one "Desde" (`priceRange.from`, and `price.minPrice` without a profile):
   * the cheapest row of its table, times the minimum of employees for a company plan priced as a Total.
   */
  basePrice: number;
  /** Table band of that cheapest row, shown as price_detail.age_range. */
  baseAgeRange: string;
}

/** Site path of a plan (docs/product/api.md#plan-cards lists the Colombian shapes). */
export const planUrl = (section: InsuranceTypeFixture['section'], orgSlug: string, planSlug: string): string =>
  section === 'Empresa'
    ? `/Empresa/SEGURO-COLECTIVO/${orgSlug}/Planes/${planSlug}`
    : `/${section}/${orgSlug}/${planSlug}`;

const tableName = (line: InsuranceTypeFixture): PriceTableName =>
  line.pricing === 'employees' ? 'employees' : line.coverageTemplate;

const buildPrices = (
  fx: CatalogueFixtures,
  line: InsuranceTypeFixture,
  plan: PlanFixture,
  maxAge: number,
): PriceRow[] => {
  const table = fx.priceTables[tableName(line)];
  const segments = plan.segments ?? table.segments;
  return table.bands
    .filter(([from]) => from <= maxAge)
    .flatMap(([from, to, ...factors]) =>
      table.segments
        .map((segment, i) => ({ segment, factor: factors[i] ?? 1 }))
        .filter(({ segment }) => segments.includes(segment))
        .map(({ segment, factor }) => ({
          segment,
          ageMin: from,
          ageMax: Math.min(to, maxAge),
          price: roundCop(plan.basePrice * factor),
        })),
    );
};

const resolvePlan = (
  fx: CatalogueFixtures,
  lineFx: CatalogueFixtures['planLines'][number],
  plan: PlanFixture,
  insurers: ReadonlyMap<string, InsurerFixture>,
): ResolvedPlan => {
  const line = fx.insuranceTypes.find((type) => type.name === lineFx.line);
  const org = insurers.get(plan.org);
  if (!line || !org) throw new Error(`Plan ${plan.code}: unknown line ${lineFx.line} or organization ${plan.org}`);
  const options = { ...lineFx.defaults, ...plan };
  const tier = lineFx.tiers[plan.tier];
  const maxAge = options.maxAge ?? 99;
  const features = [...new Set([...tier.features, ...(plan.addFeatures ?? [])])];
  const minSubscribers = line.pricing === 'employees' ? (options.minsubscribers ?? 1) : null;
  const priceUnit = line.pricing === 'employees' ? (options.priceUnit ?? 'p/empl.') : line.priceLabel;
  const pricing: PlanPricing = {
    kind: line.pricing,
    priceUnit,
    minSubscribers,
    maternityCovered: features.includes('has_maternity_coverage'),
  };
  const prices = buildPrices(fx, line, plan, maxAge);
  const cheapestRow = startingRow(prices);
  return {
    fixture: plan,
    line,
    org,
    tierIndex: TIERS.indexOf(plan.tier) as 0 | 1 | 2,
    url: planUrl(line.section, org.slug, plan.slug),
    features,
    annualMax: tier.annualMax,
    salesChannel: options.salesChannel ?? ['ExecutiveEmployee'],
    modality: planModality(options.modality),
    protection:
      options.protection ??
      (features.includes('has_evacuation_coverage') && line.coverageTemplate === 'health'
        ? 'Mundial con excepciones'
        : 'Colombia'),
    coverageBreadth: features.includes('has_maternity_coverage') ? 'con_parto' : 'sin_parto',
    payment: options.payment ?? [],
    maxAge,
    minSubscribers,
    priceUnit,
    offers: (plan.offers ?? []).map((key) => {
      const offer = fx.offers[key];
      if (!offer) throw new Error(`Plan ${plan.code}: unknown offer ${key}`);
      return { ...offer, key };
    }),
    pricing,
    prices,
    basePrice: startingPrice(prices),
    baseAgeRange: cheapestRow ? ageRangeLabel(cheapestRow) : '',
  };
};

export const resolvePlans = (fx: CatalogueFixtures): ResolvedPlan[] => {
  // By slug, looked up once per plan: a scaled catalogue (scale.ts) has thousands of insurers.
  const insurers = new Map(fx.insurers.map((org) => [org.slug, org]));
  return fx.planLines.flatMap((lineFx) => lineFx.plans.map((plan) => resolvePlan(fx, lineFx, plan, insurers)));
};
