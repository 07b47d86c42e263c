import { randomUUID } from 'node:crypto';
import type { CompareAnswer } from '../contract/compare';
import type { Db } from '../db/open';
import { findPlans } from '../store/plans';
import type { CompareOrder, CompareRequest } from './compare-request';
import { pricePlans, toCards, type PricedPlan } from './plan-cards';

const byPrice = (direction: 1 | -1) => (a: PricedPlan, b: PricedPlan) =>
  // Plans that cannot price everyone go last: their partial sum would look cheaper than it is.
  Number(b.pricesDefined) - Number(a.pricesDefined) || direction * (a.minPrice - b.minPrice) || b.row.score - a.row.score;

const ORDERINGS: Record<CompareOrder | 'recommended', (a: PricedPlan, b: PricedPlan) => number> = {
  lowerPrice: byPrice(1),
  higherPrice: byPrice(-1),
  POPULAR: (a, b) => b.row.popularity - a.row.popularity || b.row.score - a.row.score,
  DISTANCE: (a, b) => b.distance - a.distance || a.minPrice - b.minPrice,
  // docs/product/api.md#compare: 'recommended' has no server order name; promoted plans first, then the best scored.
  recommended: (a, b) => b.row.is_promoted - a.row.is_promoted || b.row.score - a.row.score || b.row.popularity - a.row.popularity,
};

/**
 * Compare (docs/product/api.md#compare): filter, price for the profile, count the plans outside the price range
 * (belowPriceLimit/abovePriceLimit), order, page. `allowedOrganizations` narrows a partner's catalogue.
 */
export const compare = async (db: Db, request: CompareRequest, { now, allowedOrganizations = [] }: { now: Date; allowedOrganizations?: number[] }): Promise<CompareAnswer> => {
  const uuid = request.uuid ?? randomUUID();
  let organizations = request.organizations;
  if (allowedOrganizations.length > 0) {
    organizations = organizations.length > 0 ? organizations.filter((id) => allowedOrganizations.includes(id)) : allowedOrganizations;
  }
  const excluded = request.organizations.length > 0 && organizations.length === 0;
  const rows = excluded ? [] : await findPlans(db, { ...request, organizations });
  const priced = await pricePlans(db, rows, request.profile, now);
  const below = request.fromPrice === null ? 0 : priced.filter((p) => p.minPrice < (request.fromPrice ?? 0)).length;
  const above = request.toPrice === null ? 0 : priced.filter((p) => p.minPrice > (request.toPrice ?? Infinity)).length;
  const inRange = priced
    .filter((p) => (request.fromPrice === null || p.minPrice >= request.fromPrice) && (request.toPrice === null || p.minPrice <= request.toPrice))
    .sort((a, b) => ORDERINGS[request.order ?? 'recommended'](a, b) || a.row.id - b.row.id);
  const start = (request.page - 1) * request.take;
  return {
    data: await toCards(db, inRange.slice(start, start + request.take)),
    metaData: {
      total: inRange.length,
      uuid,
      page: request.page,
      take: request.take,
      pages: Math.ceil(inRange.length / request.take),
      paginationMode: request.paginationMode,
      belowPriceLimit: below,
      abovePriceLimit: above,
    },
  };
};
