import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';

/**
 * The sections of a plan the card and the detail page load one call each (docs/product/api.md#plan-detail-calls):
 * descriptions, features, FAQ, benefit categories (the coverages resume) and clinic networks; and the
 * clinics the results page's filter offers (docs/product/api.md#clinics). The catalogue's builders write
 * these shapes, so they import the types from here too.
 */

export const PlanDescription = Type.Object({
  type: Type.Object({
    name: Type.String({
      description: 'insurance_description_general, offer_description (the plan has offers), insurance_type_description',
    }),
    displayName: Type.String(),
  }),
  text: Type.String(),
  icon: Type.String(),
});
export type PlanDescription = Static<typeof PlanDescription>;
export const PlanDescriptionsAnswer = Data(
  Type.Array(PlanDescription, {
    description: 'The offer description first when the plan has offers, then the general one',
  }),
);

/** A feature (has_* name) of the catalogue. */
export const Feature = Type.Object({
  name: Type.String({ description: 'The feature code, e.g. has_maternity_coverage' }),
  feature_type_id: Type.Integer(),
  displayName: Type.String(),
  description: Type.String(),
  icon: Type.String(),
});
export const PlanFeature = Type.Object({
  ...Feature.properties,
  value: Type.Boolean({ description: 'Whether this plan has the feature' }),
});
export type PlanFeature = Static<typeof PlanFeature>;
export const PlanFeaturesAnswer = Data(
  Type.Array(PlanFeature, { description: 'Every feature of the catalogue, with whether this plan has it' }),
);

/** One exclusion of a plan (docs/product/detail.md#exclusions): what the plan does not cover, in one sentence. */
export const PlanExclusion = Type.Object({
  code: Type.String({ description: 'Stable within the plan' }),
  text: Type.String(),
});
export type PlanExclusion = Static<typeof PlanExclusion>;
export const PlanExclusionsAnswer = Data(
  Type.Array(PlanExclusion, {
    description: "The plan's main exclusions, in the conditions' order; empty: none listed",
  }),
);

export const FaqItem = Type.Object({ question: Type.String(), answer: Type.String() });
export type FaqItem = Static<typeof FaqItem>;
export const PlanFaqAnswer = Data(Type.Array(FaqItem));

export const BenefitUnit = Type.Object({
  name: Type.String({ description: "Porcentaje, Copago (Colombia's deductible) or Pesos" }),
  code: Type.String({ description: 'PERCENT or a currency code' }),
  currencyCode: Nullable(Type.String()),
});
export type BenefitUnit = Static<typeof BenefitUnit>;

export const BenefitAmount = Type.Object({
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  defaultAmount: Type.Optional(Type.Number({ description: 'Present when minAmount equals maxAmount' })),
  unit: BenefitUnit,
});
export type BenefitAmount = Static<typeof BenefitAmount>;

/** One benefit (a coverage) of a category, with its amounts: a deductible (copago) and a top amount (compensation) when it has them. */
export const Benefit = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  insuranceBenefit: Type.String({ description: 'The benefit’s name' }),
  description: Type.String(),
  icon: Type.String(),
  organizationCount: Type.Integer({ description: 'Clinics in the network of its category (0 without a network)' }),
  amounts: Type.Object({
    percentage: BenefitAmount,
    deductible: Type.Optional(BenefitAmount),
    compensation: Type.Optional(BenefitAmount),
  }),
});
export type Benefit = Static<typeof Benefit>;

/** A benefit category of GET /api/insurance/coverages/{id}/resume, never without benefits. */
export const BenefitCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  coverages: Type.Array(Benefit),
});
export type BenefitCategory = Static<typeof BenefitCategory>;
export const BenefitCategoriesAnswer = Data(Type.Array(BenefitCategory));

/** A card's coverage tag (docs/product/api.md#plan-cards): one per benefit category, the amounts of its first benefit. */
export const CoverageTag = Type.Object({
  name: Type.String(),
  icon: Type.String(),
  coverages: Type.Array(
    Type.Object({
      amounts: Type.Object(
        {
          percentage: Type.Object({ maxAmount: Nullable(Type.Number()) }),
          compensation: Type.Object({ minAmount: Nullable(Type.Number()) }),
          deductible: Type.Object({ minAmount: Nullable(Type.Number()) }),
        },
        { description: 'Every amount is written; null where the benefit has none' },
      ),
    }),
    { description: 'One: the first benefit of the category' },
  ),
});
export type CoverageTag = Static<typeof CoverageTag>;

/** A card's `coverages`: how many benefits the plan has, and its tags. */
export const CardCoverages = Type.Object({
  count: Type.Integer({ description: 'Benefits in all categories' }),
  tags: Type.Array(CoverageTag),
});
export type CardCoverages = Static<typeof CardCoverages>;

export const ClinicKind = Type.Union([
  Type.Literal('clinica'),
  Type.Literal('hospital'),
  Type.Literal('centro-medico'),
]);
export type ClinicKind = Static<typeof ClinicKind>;

/** A department (Colombia's states) by its DANE code. */
export const CountryState = Type.Object({ stateCode: Type.String(), stateName: Type.String() });
export type CountryState = Static<typeof CountryState>;

export const NetworkClinic = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  title: Type.String({ description: 'Name, coverage and percentage' }),
  url: Type.String({ description: 'The clinic’s site path' }),
  image: Type.String(),
  kind: ClinicKind,
  address: Type.String(),
  phone: Type.String(),
  city: Type.String(),
  countryStates: Type.Array(CountryState),
});
export type NetworkClinic = Static<typeof NetworkClinic>;

/** One coverage of the plan with the network of clinics it applies in (docs/product/api.md#plan-detail-calls). */
export const CoverageOrganization = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'The benefit category' }),
  displayName: Type.String(),
  coverage: Type.Object({
    name: Type.String(),
    percentage: Type.Object({ minAmount: Type.Number() }),
    deductible: Type.Object({ minAmount: Type.Number() }),
  }),
  network: Type.Object({ name: Type.String(), clinics: Type.Array(NetworkClinic, { description: 'By name' }) }),
  countryStates: Type.Array(CountryState, { description: 'The departments of its clinics' }),
});
export type CoverageOrganization = Static<typeof CoverageOrganization>;
export const CoverageOrganizationsAnswer = Data(
  Type.Array(CoverageOrganization, {
    description: 'Percentage descending, copago ascending; empty for a plan without a network',
  }),
);

const typeList = Type.String({ maxLength: 400 });

/** GET /api/coverageOrganization/country: comma-separated organization and insurance types narrow the clinics. */
export const CountryClinicsQuery = Type.Object(
  {
    organizationTypes: Type.Optional(typeList),
    insuranceTypes: Type.Optional(typeList),
    forceRefresh: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
    _: Type.Optional(Type.String({ maxLength: 40 })),
    _q: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** A clinic or hospital some plan's network includes (the results page's clinic filter). */
export const CountryClinic = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  kind: ClinicKind,
  city: Type.String(),
  stateCode: Type.String(),
  stateName: Type.String(),
});
export type CountryClinic = Static<typeof CountryClinic>;
export const CountryClinicsAnswer = Data(Type.Array(CountryClinic, { description: 'By name, Spanish order' }));
