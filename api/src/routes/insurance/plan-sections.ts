import { idParams, refreshQuery } from '../../http/schemas';
import { planContent } from '../../store/plans';
import type { RouteModule } from '../context';
import { requirePlan } from './plan-lookup';

/** Sections the card and detail page load lazily (docs/product/api.md#plan-detail-calls), one call each. */
const SECTIONS: Array<[string, string]> = [
  ['/api/insurance/:id/descriptions', 'descriptions'],
  ['/api/insurance/:id/features', 'features'],
  ['/api/insurance/:id/faq', 'faq'],
  // docs/product/api.md#plan-detail-calls: benefit categories live under coverages/{id}/resume.
  ['/api/insurance/coverages/:id/resume', 'resume'],
];

export const planSectionRoutes: RouteModule = (app, { db }) => {
  for (const [path, section] of SECTIONS) {
    app.get<{ Params: { id: number } }>(path, { schema: { params: idParams, querystring: refreshQuery }, config: { cacheSeconds: 300 } }, async (request) => {
      const plan = requirePlan(db, request.params.id, request.catalogueScope);
      return { data: planContent<unknown[]>(db, plan.id, section) ?? [] };
    });
  }
};
