import {
  answers,
  IdParams,
  RefreshQuery,
  BenefitCategoriesAnswer,
  PlanDescriptionsAnswer,
  PlanExclusionsAnswer,
  PlanFaqAnswer,
  PlanFeaturesAnswer,
  type BenefitCategory,
  type FaqItem,
  type PlanDescription,
  type PlanExclusion,
  type PlanFeature,
} from '@qs/contract';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { planContent } from '../../store/plans';
import type { RouteModule } from '../context';
import { requirePlan } from './plan-lookup';

/** Sections the card and detail page load lazily (docs/product/api.md#plan-detail-calls), one call each. */
export const planSectionRoutes: RouteModule = (app, { db }) => {
  const section = async <T>(id: number, scope: CatalogueScope, name: string): Promise<T[]> =>
    (await planContent<T[]>(db, (await requirePlan(db, id, scope)).id, name)) ?? [];
  const config = { cacheSeconds: 300 };

  app.get(
    '/api/insurance/:id/descriptions',
    {
      schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: PlanDescriptionsAnswer }) },
      config,
    },
    async (request) => ({
      data: await section<PlanDescription>(request.params.id, request.catalogueScope, 'descriptions'),
    }),
  );

  app.get(
    '/api/insurance/:id/features',
    { schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: PlanFeaturesAnswer }) }, config },
    async (request) => ({
      data: await section<PlanFeature>(request.params.id, request.catalogueScope, 'features'),
    }),
  );

  app.get(
    '/api/insurance/:id/faq',
    { schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: PlanFaqAnswer }) }, config },
    async (request) => ({
      data: await section<FaqItem>(request.params.id, request.catalogueScope, 'faq'),
    }),
  );

  // docs/product/detail.md#exclusions: the plan page's own section, never mixed with the coverages.
  app.get(
    '/api/insurance/:id/exclusions',
    {
      schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: PlanExclusionsAnswer }) },
      config,
    },
    async (request) => ({
      data: await section<PlanExclusion>(request.params.id, request.catalogueScope, 'exclusions'),
    }),
  );

  // docs/product/api.md#plan-detail-calls: benefit categories live under coverages/{id}/resume.
  app.get(
    '/api/insurance/coverages/:id/resume',
    {
      schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: BenefitCategoriesAnswer }) },
      config,
    },
    async (request) => ({
      data: await section<BenefitCategory>(request.params.id, request.catalogueScope, 'resume'),
    }),
  );
};
