import type { BenefitCategory } from '../../catalogue/build-coverages';
import { isComparable, pricePlans } from '../../compare/plan-cards';
import {
  answers,
  CompareProductsAnswer,
  CompareProductsQuery,
  type CompareFeature,
  type CompareProduct,
  type PlanOffer,
} from '@qs/contract';
import type { Db } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { badRequest } from '../../http/errors';
import { findPlanById, planContent, staticCards } from '../../store/plans';
import type { ProfileInput } from '../../pricing/persons';
import type { RouteModule } from '../context';
import { profileFromQuery } from '../insurance/calculate-price';

const PATH = '/api/insurance/compare/products';

/** docs/product/api.md#compare-products: the comparison has 3 slots. */
export const MAX_COMPARE_IDS = 3;
export const IDS_MESSAGE = `Indica entre 1 y ${MAX_COMPARE_IDS} planes por su id, separados por comas (ids=1002,1003)`;

/** '1002,1003' → [1002, 1003]; anything but 1 to 3 positive integer ids is refused (400, never a partial guess). */
export const parseCompareIds = (text: string): number[] => {
  const parts = text.split(',').map((part) => part.trim());
  const valid = parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= 2147483647);
  const ids = [...new Set(parts.map(Number))];
  if (!valid || ids.length < 1 || ids.length > MAX_COMPARE_IDS) throw badRequest(IDS_MESSAGE);
  return ids;
};

type Feature = CompareFeature & { value: boolean };

const range = (values: readonly number[]) =>
  values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };

/**
 * The comparison rows (docs/product/api.md#compare-products) summarised from the benefit categories (coverages/{id}/resume): the
 * copago range over every coverage that has one (null = 'No cubre') and the covered percentage range.
 */
const coverageSummary = (categories: readonly BenefitCategory[], annualMax: number) => {
  const coverages = categories.flatMap((category) => category.coverages);
  const deductibles = coverages.flatMap((coverage) =>
    coverage.amounts.deductible ? [coverage.amounts.deductible] : [],
  );
  const deductible = range(deductibles.map((amount) => amount.minAmount));
  return {
    // The catalogue is in COP; 0 is the card's 'Sin tope' (docs/product/api.md#plan-cards).
    topAmount: { min: annualMax, max: annualMax, unit: { currencyCode: 'COP' } },
    deductible: deductible && { ...deductible, unit: deductibles[0]!.unit },
    coverage: range(coverages.map((coverage) => coverage.amounts.percentage.minAmount)) ?? { min: 0, max: 0 },
  };
};

/** One product of the comparison modal, or undefined when it is unknown, not comparable or not the partner's. */
export const compareProduct = async (
  db: Db,
  id: number,
  scope: CatalogueScope,
  profile: ProfileInput | null,
  now: Date,
): Promise<CompareProduct | undefined> => {
  const row = scope.visible(await findPlanById(db, id));
  const card = row && (await staticCards(db, [row.id])).get(row.id);
  const [priced] = row ? await pricePlans(db, [row], profile, now) : [];
  if (!row || !card || !priced || !isComparable(card.insuranceType.name)) return undefined;
  const features = (await planContent<Feature[]>(db, row.id, 'features')) ?? [];
  const resume = (await planContent<BenefitCategory[]>(db, row.id, 'resume')) ?? [];
  const { metadata } = card.insuranceMetadata;
  return {
    id: card.id,
    name: card.name,
    code: card.productCode,
    category: card.insuranceType.name,
    displayName: card.displayName,
    url: card.url,
    // docs/product/api.md#compare-products: the apply button opens the plan's request page in a new window.
    newWindowUrl: `${card.url}/Solicitar`,
    price: priced.price,
    organization: {
      id: card.organization.id,
      displayName: card.organization.displayName,
      metadata: { image: card.organization.metadata.image },
    },
    insuranceMetadata: {
      metadata: {
        salesChannel: metadata.salesChannel,
        protection: metadata.protection,
        protection_description: metadata.protection_description,
      },
    },
    coverage: coverageSummary(resume, metadata.annual_benefit_maximum.amount),
    features: features.filter((feature) => feature.value).map(({ value: _value, ...feature }) => feature),
    information: { featuresAll: features, offers: (await planContent<PlanOffer[]>(db, row.id, 'offers')) ?? [] },
  };
};

/**
 * GET /api/insurance/compare/products?ids=1002,1003 (designed here): what the comparison bar and modal show
 * for up to 3 plans, also those not on the visitor's current results page (a shared link, another page).
 */
export const compareProductRoutes: RouteModule = (app, { db, now }) => {
  app.get(
    PATH,
    {
      schema: { querystring: CompareProductsQuery, response: answers({ 200: CompareProductsAnswer }) },
      config: { messages: { ids: { required: IDS_MESSAGE, type: IDS_MESSAGE, maxLength: IDS_MESSAGE } } },
    },
    async (request) => {
      const ids = parseCompareIds(request.query.ids);
      const profile = profileFromQuery(request, request.query.profile);
      const products: CompareProduct[] = [];
      for (const id of ids) {
        const product = await compareProduct(db, id, request.catalogueScope, profile, now());
        if (product) products.push(product);
      }
      return { data: products };
    },
  );
};
