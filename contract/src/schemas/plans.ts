import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';
import { CardCoverages, PlanDescription } from './plan-sections.ts';
import { OptionalProfile } from './profile.ts';

/**
 * Plans (docs/product/api.md#plan-cards, #prices, #plan-detail-calls): the plan card that compare answers, the
 * plan page's plan (by site path or productCode) and calculatePrice. The compare calls are in compare.ts.
 */

/** The one price of a plan, as every answer that carries one gives it (docs/product/api.md#prices). */
export const PlanPrice = Type.Object(
  {
    minPrice: Type.Number({ description: 'Pesos; orders and filters the results' }),
    unit: Type.Object({ id: Type.Literal(1), code: Type.Literal('COP') }),
    suffix: Type.String({
      description: "'/mes'; '/año' for mandatory Covid insurance; '/mes p/empl.' for every company plan",
    }),
    basis: Type.Union([Type.Literal('from'), Type.Literal('profile')], {
      description: "'from': the plan's starting price ('Desde'); 'profile': the price for the visitor's profile",
    }),
    total: Type.Optional(
      Type.Object(
        {
          employees: Type.Integer({ description: 'The company size the profile states' }),
          amount: Type.Number({ description: 'Pesos a month: minPrice times employees' }),
        },
        {
          description:
            "Company plans priced for a profile that states its size: the whole company's monthly price, shown beside the price per employee",
        },
      ),
    ),
  },
  { description: 'The price card, compare bar and modal, plan header, price tab, request summary and bottom bar show' },
);
export type PlanPrice = Static<typeof PlanPrice>;

/** One person (or pet) of a profile price: 'PriceNotFound' is someone the plan cannot insure, left out of the sum. */
export const PersonPrice = Type.Object({
  index: Type.Integer({ description: 'Position in the profile: holders first, then dependants (or pets)' }),
  role: Type.Union([Type.Literal('cotizante'), Type.Literal('carga'), Type.Literal('mascota')]),
  method: Type.Union([Type.Literal('ageBand'), Type.Literal('PriceNotFound')]),
  price: Nullable(Type.Number()),
  ageRange: Nullable(Type.String({ description: "The age band of the plan's table, e.g. '40 a 44 años'" })),
});
export type PersonPrice = Static<typeof PersonPrice>;

/** The profile price result: how many of the profile's people the plan prices, and each one's price. */
export const ProfilePrice = Type.Object({
  total: Type.Object({
    profilesWithPrice: Type.Integer(),
    profilesEvaluated: Type.Integer(),
    arePricesDefined: Type.Boolean({ description: 'Every person of the profile has a price' }),
    employees: Type.Optional(Type.Integer({ description: 'Company plans: the employee count priced' })),
  }),
  profiles: Type.Array(PersonPrice),
});
export type ProfilePrice = Static<typeof ProfilePrice>;

const NamedType = Type.Object({ name: Type.String(), displayName: Type.String() });

/**
 * How the plan lets its insured choose whom to see (docs/product/api.md#plan-cards): 'libre_eleccion' (the label
 * 'Libre elección'), 'preferente' ('Prestador Preferente') or 'cerrado' (any other: only the plan's own network).
 */
export const PlanModality = Type.Union([
  Type.Literal('preferente'),
  Type.Literal('libre_eleccion'),
  Type.Literal('cerrado'),
]);
export type PlanModality = Static<typeof PlanModality>;

/** Where the plan covers (docs/product/results.md#comparison-modal): the comparison's 'Área de protección'. */
export const ProtectionArea = Type.Union([
  Type.Literal('Colombia'),
  Type.Literal('Todo el Mundo'),
  Type.Literal('Mundial con excepciones'),
]);
export type ProtectionArea = Static<typeof ProtectionArea>;

/** Whether the plan covers childbirth: 'con_parto' (general breadth) or 'sin_parto' (reduced for birth). */
export const CoverageBreadth = Type.Union([Type.Literal('con_parto'), Type.Literal('sin_parto')]);
export type CoverageBreadth = Static<typeof CoverageBreadth>;

const PlanMetadata = Type.Object({
  salesChannel: Type.Array(Type.String(), {
    description: 'How the plan is sold: ExecutiveEmployee, QpOnlineSale, QpMixSale…',
  }),
  isPopular: Type.Boolean(),
  hasOffer: Type.Boolean(),
  logo: Type.String(),
  minsubscribers: Type.Optional(Type.Integer({ description: 'Company plans: the minimum of employees' })),
  modality: PlanModality,
  coverage_breadth: CoverageBreadth,
  price_detail: Type.Object({
    label: Type.String(),
    age_range: Type.String({ description: "The cheapest row's age band; '' when none" }),
  }),
  annual_benefit_maximum: Type.Object({
    amount: Type.Number({ description: "0 means 'Sin tope'" }),
    currency_code: Type.String(),
  }),
  image: Type.String({ description: "The plan's overview image" }),
  protection: ProtectionArea,
  protection_description: Type.String(),
  comparable: Type.Boolean({
    description: 'The plan has coverage tables worth setting side by side (every line but mandatory Covid)',
  }),
  video: Type.Optional(
    Type.String({
      description:
        'An optional 60-second video, a self-hosted file (docs/product/detail.md#overview); the catalogue has none yet',
    }),
  ),
});

const InsuranceType = {
  name: Type.String(),
  displayName: Type.String(),
  description: Type.String(),
  color: Type.String(),
  upperType: NamedType,
};

/** The fields of a plan card that do not depend on who asks (api/src/catalogue/build-card.ts) and its price. */
const planFields = {
  id: Type.Integer(),
  displayName: Type.String(),
  name: Type.String(),
  productCode: Type.String(),
  url: Type.String({
    description:
      "The plan's site path: /EPS/{org}/{plan}, /Seguros/…, /Medicina-Prepagada/…, /Empresa/SEGURO-COLECTIVO/{org}/Planes/{plan}",
  }),
  priceRange: Type.Object({
    from: Type.Number({ description: "The starting price ('Desde')" }),
    unit: Type.Object({ code: Type.String() }),
  }),
  score: Type.Number({ description: '0 to 10' }),
  exclusive: Type.Boolean(),
  isPromoted: Type.Boolean(),
  insuranceMetadata: Type.Object({ metadata: PlanMetadata }),
  organization: Type.Object({
    id: Type.Integer(),
    displayName: Type.String(),
    metadata: Type.Object({
      image: Type.String(),
      img: Type.String(),
      url: Type.String({ description: "The organization's slug" }),
      typeAlias: Type.String({ description: 'How the site names the kind of organization' }),
      color: Type.String(),
      firstColor: Type.String(),
    }),
  }),
  coverages: CardCoverages,
  price: PlanPrice,
  distance: Type.Number({
    description: 'How well the plan suits the profile, 0 to 10 (the card shows it × 10 as a percent)',
  }),
  isNew: Type.Boolean({ description: 'The plan started within about two months' }),
};

/** A plan card as compare answers it (docs/product/api.md#plan-cards). */
export const PlanCard = Type.Object({
  ...planFields,
  insuranceType: Type.Object(InsuranceType),
  // A string with an enum rather than a union of literals: the serialiser writes a union's property last, out of the answer's order.
  ineligible: Type.Optional(
    Type.Unsafe<'otherEps' | 'belowMinimum'>({
      type: 'string',
      enum: ['otherEps', 'belowMinimum'],
      description:
        "Only when the profile rules the plan out: 'otherEps', a complementary plan of another EPS than the holder's; 'belowMinimum', a collective plan for more employees than the company has. Listed after every other plan, with no match.",
    }),
  ),
  profilePrice: Type.Optional(ProfilePrice),
});
export type PlanCard = Static<typeof PlanCard>;

/** A tab of the plan page (docs/product/detail.md#tabs). */
export const PlanTab = Type.Object({
  url: Type.String({
    description: "The tab's path segment: home, Detalle-de-Precio, Donde-Cubre, Condicion-General, Folleto, Solicitar",
  }),
  title: Type.String(),
  icon: Type.String(),
  class: Type.String(),
  highlight: Type.Boolean({ description: 'Pulses (the A/B highlight of a promoted plan)' }),
  hidden: Type.Boolean(),
  disabled: Type.Boolean(),
  headerFixed: Type.Boolean({ description: 'The fixed bottom bar may show while this tab is active' }),
  showContentChild: Type.Boolean({ description: "The tab's content has the request column beside it" }),
  inMenuMore: Type.Boolean(),
  file: Type.Optional(
    Type.Object({ url: Type.String(), size: Nullable(Type.Integer({ description: 'Bytes, once the PDF was drawn' })) }),
  ),
});
export type PlanTab = Static<typeof PlanTab>;

/** The plan page's plan: its card without a profile, with its descriptions and tabs (docs/product/api.md#plan-detail-calls). */
export const PlanDetail = Type.Object({
  ...planFields,
  insuranceType: Type.Object({
    ...InsuranceType,
    descriptions: Type.Array(PlanDescription, { description: "The insurance type's own descriptions" }),
  }),
  descriptions: Type.Array(PlanDescription, {
    description: 'offer_description first when the plan has offers, then insurance_description_general',
  }),
  tabs: Type.Array(PlanTab),
});
export type PlanDetail = Static<typeof PlanDetail>;
export const PlanDetailAnswer = Data(PlanDetail);

/** GET /api/insurance/by-url's `url`: a site path. */
export const PlanPath = Type.String({ minLength: 1, maxLength: 300, pattern: '^/[^\\s]*$' });

export const PlanCodeParams = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });

/** The comparator's upper insurance type; 'pets' makes the profile follow the pets form's rules. */
export const ProductType = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 60 });

/** calculatePrice's POST: the profile to price (none: the plan's starting price) and, for a pet plan, its product type. */
export const CalculatePriceBody = Type.Object(
  { profile: Type.Optional(OptionalProfile), productType: Type.Optional(ProductType) },
  { maxProperties: 10 },
);
export type CalculatePriceBody = Static<typeof CalculatePriceBody>;

export const CalculatePriceQuery = Type.Object({
  profile: Type.Optional(Type.String({ maxLength: 8000, description: 'The profile as JSON, as POST takes it' })),
  productType: Type.Optional(ProductType),
  comparator: Type.Optional(Type.String({ maxLength: 60 })),
  forceRefresh: Type.Optional(Type.Integer()),
});
export type CalculatePriceQuery = Static<typeof CalculatePriceQuery>;

/** calculatePrice (docs/product/api.md#prices): one plan priced for a profile, or its starting price without one. */
export const CalculatedPrice = Type.Object({
  insuranceId: Type.Integer(),
  productCode: Type.String(),
  price: PlanPrice,
  price_detail: Type.Object({
    label: Type.String({ description: "The plan's price unit: '/mes', '/año', 'Total' or 'p/empl.'" }),
  }),
  arePricesDefined: Type.Boolean({ description: 'Every person of the profile has a price (true without a profile)' }),
  profilePrice: Nullable(ProfilePrice),
});
export type CalculatedPrice = Static<typeof CalculatedPrice>;
export const CalculatedPriceAnswer = Data(CalculatedPrice);
