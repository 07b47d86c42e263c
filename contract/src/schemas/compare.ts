import Type, { type Static } from 'typebox';
import { Data, ErrorBody, Nullable } from './common.ts';
import { Feature, PlanFeature } from './plan-sections.ts';
import { PlanOffer } from './payment.ts';
import { PlanCard, PlanPrice, ProtectionArea } from './plans.ts';
import { OptionalProfile } from './profile.ts';

/** Compare (docs/product/api.md#compare) and the comparison bar and modal's products (#compare-products). */

export const PaginationMode = Type.Union([Type.Literal('numbered'), Type.Literal('more')], {
  description: "The comparator's paging: numbered pages, or a button for more results",
});
export type PaginationMode = Static<typeof PaginationMode>;

export const CompareMetaData = Type.Object({
  total: Type.Integer({ description: 'Plans inside the price range' }),
  uuid: Type.String({ description: "The call's uuid, or a new one" }),
  page: Type.Integer(),
  take: Type.Integer({ description: "The page size: the call's take, else the comparator's" }),
  pages: Type.Integer(),
  paginationMode: PaginationMode,
  belowPriceLimit: Type.Integer({ description: 'Plans below fromPrice' }),
  abovePriceLimit: Type.Integer({ description: 'Plans above toPrice' }),
});
export type CompareMetaData = Static<typeof CompareMetaData>;

/** One page of plan cards, priced for the profile when there is one. */
export const CompareAnswer = Type.Object({ data: Type.Array(PlanCard), metaData: CompareMetaData });
export type CompareAnswer = Static<typeof CompareAnswer>;

/** Too many compare calls from one client (docs/product/api.md#robot-check): 'Soy humano!' answers the challenge. */
export const BotSuspicion = Type.Object(
  {
    ...ErrorBody.properties,
    code: Type.Literal('BOT_SUSPICION'),
    challenge: Type.String({
      description: 'Signed; POST /api/buscarplanes/notrobot sends it back with the nonce of its proof of work',
    }),
    challengeExpiresAt: Type.String({ format: 'date-time' }),
  },
  { description: 'A suspected robot' },
);
export type BotSuspicion = Static<typeof BotSuspicion>;

/** GET /api/insurance/compare/products's query. */
export const CompareProductsQuery = Type.Object(
  {
    ids: Type.String({ maxLength: 100, description: '1 to 3 plan ids, comma separated, in slot order' }),
    profile: Type.Optional(
      Type.String({ maxLength: 8000, description: "The visitor's profile as JSON, as calculatePrice's GET takes it" }),
    ),
    forceRefresh: Type.Optional(Type.Enum([0, 1], { type: 'integer' })),
    _: Type.Optional(Type.String({ maxLength: 40 })),
    _q: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

const Range = { min: Type.Number(), max: Type.Number() };

/** A feature (has_* name) of the catalogue, as the compared plans list them. */
export const CompareFeature = Feature;
export type CompareFeature = Static<typeof CompareFeature>;

/** The comparison modal's product (docs/product/api.md#compare-products). */
export const CompareProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String({ description: "The plan's productCode" }),
  category: Type.String({ description: 'The insurance type name' }),
  displayName: Type.String(),
  url: Type.String(),
  newWindowUrl: Type.String({ description: "The plan's request page ({url}/Solicitar), opened in a new window" }),
  price: PlanPrice,
  organization: Type.Object({
    id: Type.Integer(),
    displayName: Type.String(),
    metadata: Type.Object({ image: Type.String() }),
  }),
  insuranceMetadata: Type.Object({
    metadata: Type.Object({
      salesChannel: Type.Array(Type.String()),
      protection: ProtectionArea,
      protection_description: Type.String(),
    }),
  }),
  coverage: Type.Object(
    {
      topAmount: Type.Object(
        { ...Range, unit: Type.Object({ currencyCode: Type.String() }) },
        { description: "The annual maximum; 0 means 'Sin tope'" },
      ),
      deductible: Nullable(
        Type.Object(
          {
            ...Range,
            unit: Type.Object({ name: Type.String(), code: Type.String(), currencyCode: Nullable(Type.String()) }),
          },
          { description: "The copago range over the plan's coverages; null means 'No cubre'" },
        ),
      ),
      coverage: Type.Object(Range, { description: 'The covered percentage range' }),
    },
    { description: "Summarised from the plan's benefit categories" },
  ),
  features: Type.Array(CompareFeature, { description: 'The features the plan has' }),
  information: Type.Object({
    featuresAll: Type.Array(PlanFeature, { description: 'Every feature, with whether the plan has it' }),
    offers: Type.Array(PlanOffer, {
      description: "The plan's offers, as getOffers answers them (none: empty); the comparison bar shows them",
    }),
  }),
});
export type CompareProduct = Static<typeof CompareProduct>;
export const CompareProductsAnswer = Data(Type.Array(CompareProduct));

// The compare request (docs/product/api.md#compare): the fields this catalogue does not use are accepted and bounded.
const list = Type.Array(Type.String({ maxLength: 400 }), { maxItems: 50 });
const idList = Type.Array(Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength: 1200 }), {
  maxItems: 100,
});
// The body may also give a list as one comma-separated text ('EPS,ASEG'), as a query string does
// (docs/product/api.md#compare). Ajv never wraps a value into a list (app.ts), so the body's schema says so.
const textOrList = Type.Unsafe<string | string[]>({
  type: ['string', 'array'],
  maxLength: 400,
  items: { type: 'string', maxLength: 400 },
  maxItems: 50,
});
const idOrList = Type.Unsafe<number | string | Array<number | string>>({
  type: ['integer', 'string', 'array'],
  maxLength: 1200,
  items: { type: ['integer', 'string'], maxLength: 1200 },
  maxItems: 100,
});
const price = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 1000000000 });
const nullableText = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
const CompareFields = {
  organizationTypes: Type.Optional(list),
  organizationType: Type.Optional(list),
  insuranceTypes: Type.Optional(list),
  organizations: Type.Optional(idList),
  features: Type.Optional(list),
  featuresFilter: Type.Optional(list),
  coverageOrganizations: Type.Optional(idList),
  coverageCountries: Type.Optional(list),
  productType: Type.Optional(nullableText(60)),
  comparator: Type.Optional(nullableText(60)),
  displayShowcase: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
  fromPrice: Type.Optional(price),
  toPrice: Type.Optional(price),
  order: Type.Optional(nullableText(20)),
  uuid: Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export const CompareQuery = Type.Object({
  ...CompareFields,
  forceRefresh: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
  _: Type.Optional(Type.String({ maxLength: 40 })),
});
export type CompareQuery = Static<typeof CompareQuery>;

export const CompareBody = Type.Object(
  {
    ...CompareFields,
    organizationTypes: Type.Optional(textOrList),
    organizationType: Type.Optional(textOrList),
    insuranceTypes: Type.Optional(textOrList),
    organizations: Type.Optional(idOrList),
    features: Type.Optional(textOrList),
    featuresFilter: Type.Optional(textOrList),
    coverageOrganizations: Type.Optional(idOrList),
    coverageCountries: Type.Optional(textOrList),
    profile: Type.Optional(OptionalProfile),
    fromDeductible: Type.Optional(price),
    toDeductible: Type.Optional(price),
    targetCurrency: Type.Optional(nullableText(10)),
    ponderer: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 1 })),
  },
  { maxProperties: 40 },
);
export type CompareBody = Static<typeof CompareBody>;
