import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { partnerOfHost } from '../../store/partners';
import { findPlanByCode, findPlanById, type PlanRow } from '../../store/plans';

export const PLAN_NOT_FOUND = 'Plan no encontrado';

/** The host the visitor used, as a trusted proxy (the site's /api proxy) forwards it; compare reads it the same way. */
export { forwardedHost } from '../../http/trusted-proxies';

/**
 * Issue 8 "Partner sites": a partner with a list of organizations does not show plans of others, so for
 * its host such a plan does not exist (404, the same answer as an unknown plan). An empty list allows all.
 */
export const visibleToHost = (db: Db, plan: PlanRow | undefined, host: string | undefined): PlanRow | undefined => {
  if (!plan) return undefined;
  const allowed = partnerOfHost(db, host)?.allowedOrganizations ?? [];
  return allowed.length === 0 || allowed.includes(plan.organization_id) ? plan : undefined;
};

export const requirePlan = (db: Db, id: number, host?: string): PlanRow => {
  const plan = visibleToHost(db, findPlanById(db, id), host);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
};

/** Payment calls take the plan id, or its productCode (seed 000 §7 names the payment offer by productCode). */
export const requirePlanByIdOrCode = (db: Db, idOrCode: string, host?: string): PlanRow => {
  const found = /^\d+$/.test(idOrCode) ? findPlanById(db, Number(idOrCode)) : findPlanByCode(db, idOrCode);
  const plan = visibleToHost(db, found, host);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
};
