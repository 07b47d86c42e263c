import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { findPlanByCode, findPlanById, type PlanRow } from '../../store/plans';

export const PLAN_NOT_FOUND = 'Plan no encontrado';

export const requirePlan = (db: Db, id: number): PlanRow => {
  const plan = findPlanById(db, id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
};

/** Payment calls take the plan id, or its productCode (seed 000 §7 names the payment offer by productCode). */
export const requirePlanByIdOrCode = (db: Db, idOrCode: string): PlanRow => {
  const plan = /^\d+$/.test(idOrCode) ? findPlanById(db, Number(idOrCode)) : findPlanByCode(db, idOrCode);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
};
