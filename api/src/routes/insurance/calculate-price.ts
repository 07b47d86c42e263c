import type { FastifyRequest } from 'fastify';
import { pricePlans } from '../../compare/plan-cards';
import {
  answers,
  IdParams,
  CalculatedPriceAnswer,
  CalculatePriceBody,
  CalculatePriceQuery,
  ProfileBody,
  type CalculatedPrice,
} from '@qs/contract';
import type { Db } from '../../db/open';
import type { CatalogueScope } from '../../http/catalogue-scope';
import { badRequest } from '../../http/errors';
import type { ProfileInput } from '../../pricing/persons';
import { petsProfileProblem } from '../../pricing/pet-profile';
import type { RouteModule } from '../context';
import { requirePlan } from './plan-lookup';

const priceAnswer = async (
  db: Db,
  id: number,
  profile: ProfileInput | null,
  now: Date,
  scope: CatalogueScope,
): Promise<{ data: CalculatedPrice }> => {
  const row = await requirePlan(db, id, scope);
  const [priced] = await pricePlans(db, [row], profile, now);
  if (!priced) throw badRequest('No fue posible calcular el precio');
  return {
    data: {
      insuranceId: row.id,
      productCode: row.product_code,
      price: priced.price,
      price_detail: { label: row.price_unit },
      arePricesDefined: priced.pricesDefined,
      profilePrice: priced.profilePrice,
    },
  };
};

/** GET carries the profile as JSON in ?profile= (a link can hold it); checked with the same schema as POST. */
export const profileFromQuery = (request: FastifyRequest, raw: string | undefined): ProfileInput | null => {
  if (raw === undefined || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('profile debe ser un JSON válido');
  }
  if (!request.validateInput(parsed, ProfileBody)) throw badRequest('profile no tiene la forma de un perfil');
  return parsed as ProfileInput;
};

/** A profile sent as the pets form's (`productType: 'pets'`) follows that form's rules, as compare checks them. */
const checkedProfile = (profile: ProfileInput | null, type: string | null | undefined): ProfileInput | null => {
  const problem = profile && type === 'pets' ? petsProfileProblem(profile) : null;
  if (problem) throw badRequest(problem);
  return profile;
};

/**
 * calculatePrice (docs/product/api.md#prices): the price of one plan for a profile, with the per-person detail
 * (PriceNotFound for people the plan cannot insure). Without a profile, or one this plan is not priced on (a
 * pet plan and no pets), it answers the plan's starting price (`price.basis: 'from'`) and `profilePrice: null`,
 * the same price the card and the detail answer carry.
 */
export const calculatePriceRoutes: RouteModule = (app, { db, now }) => {
  const response = answers({ 200: CalculatedPriceAnswer });
  app.get(
    '/api/insurance/:id/calculatePrice',
    {
      schema: { params: IdParams, querystring: CalculatePriceQuery, response },
    },
    async (request) =>
      priceAnswer(
        db,
        request.params.id,
        checkedProfile(profileFromQuery(request, request.query.profile), request.query.productType),
        now(),
        request.catalogueScope,
      ),
  );

  app.post(
    '/api/insurance/:id/calculatePrice',
    {
      schema: { params: IdParams, body: CalculatePriceBody, response },
    },
    async (request) =>
      priceAnswer(
        db,
        request.params.id,
        checkedProfile(request.body.profile ?? null, request.body.productType),
        now(),
        request.catalogueScope,
      ),
  );
};
