import type { Db } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { notFound } from '../../http/errors';
import { findPlanByCode, findPlanById, type PlanRow } from '../../store/plans';

export const PLAN_NOT_FOUND = 'Plan no encontrado';

/**
 * docs/security.md#partner-restrictions: for a partner host a plan of an organization it does not
 * allow does not exist (404, the same answer as an unknown plan, so its existence is not revealed).
 */
export const requirePlan = async (db: Db, id: number, scope: CatalogueScope): Promise<PlanRow> => {
  const plan = scope.visible(await findPlanById(db, id));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
};

/** The largest plan id: ids are 32-bit integers in PostgreSQL, so a longer number names no plan (and is not sent to the database). */
const MAX_PLAN_ID = 2_147_483_647;

/** Payment calls take the plan id, or its productCode (docs/product/api.md#payment-and-offers names the payment offer by productCode). */
export const requirePlanByIdOrCode = async (db: Db, idOrCode: string, scope: CatalogueScope): Promise<PlanRow> => {
  const byId = /^\d+$/.test(idOrCode);
  if (byId && Number(idOrCode) > MAX_PLAN_ID) throw notFound(PLAN_NOT_FOUND);
  const plan = scope.visible(await (byId ? findPlanById(db, Number(idOrCode)) : findPlanByCode(db, idOrCode)));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
};
