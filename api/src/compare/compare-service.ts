import { randomUUID } from 'node:crypto';
import type { CompareMetaData } from '@qs/contract';
import type { Db } from '../db/open';
import { plansWithClinics } from '../store/plans';
import { compareIndex, type CompareIndex } from './compare-index';
import type { CompareRequest } from './compare-request';
import { pricePlans, withCards, type PlanWithCard } from './plan-cards';
import { rankPlans, type Ranking } from './rank-plans';

const NOTHING: Ranking = { total: 0, belowPriceLimit: 0, abovePriceLimit: 0, page: [], by: 'slice', priced: 0 };

/** A compare answer before it is written: the page's priced plans with their static cards, and its metaData. */
export interface ComparePage {
  cards: PlanWithCard[];
  metaData: CompareMetaData;
}

/**
 * Compare (docs/product/api.md#compare): filter, price for the profile, count the plans outside the price range
 * (belowPriceLimit/abovePriceLimit), order, page — on the compare index (docs/adr/0017-compare-index.md), then
 * the page's cards priced as every other answer prices a plan. `allowedOrganizations` narrows a partner's catalogue;
 * `index`, when the caller has read it already, saves reading the catalogue version again. The route writes
 * the page with answerJson (answer-json.ts).
 */
export const comparePage = async (
  db: Db,
  request: CompareRequest,
  {
    now,
    allowedOrganizations = [],
    index: given,
  }: { now: Date; allowedOrganizations?: number[]; index?: CompareIndex },
): Promise<ComparePage> => {
  const uuid = request.uuid ?? randomUUID();
  let organizations = request.organizations;
  if (allowedOrganizations.length > 0) {
    organizations =
      organizations.length > 0 ? organizations.filter((id) => allowedOrganizations.includes(id)) : allowedOrganizations;
  }
  const excluded = request.organizations.length > 0 && organizations.length === 0;
  const index = given ?? (await compareIndex(db));
  const coverage =
    request.coverageOrganizations.length > 0 ? await plansWithClinics(db, request.coverageOrganizations) : null;
  const ranking = excluded ? NOTHING : rankPlans(index, { ...request, organizations, coverage });
  const rows = ranking.page.flatMap((position) => index.rows[position] ?? []);
  return {
    // The index's catalogue version was read for this call: the page's tables and cards are of the same one.
    cards: await withCards(db, await pricePlans(db, rows, request.profile, now, index), index),
    metaData: {
      total: ranking.total,
      uuid,
      page: request.page,
      take: request.take,
      pages: Math.ceil(ranking.total / request.take),
      paginationMode: request.paginationMode,
      belowPriceLimit: ranking.belowPriceLimit,
      abovePriceLimit: ranking.abovePriceLimit,
    },
  };
};
