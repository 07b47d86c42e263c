import type { OfferType, PlanOffer, ClinicKind } from '@qs/contract';

/** Shapes of the versioned JSON fixtures in src/fixtures. */
export type Tier = 'basic' | 'plus' | 'premium';
export type Triple = [number | null, number | null, number | null];

export interface InsurerFixture {
  id: number;
  code: string;
  type: string;
  slug: string;
  displayName: string;
  color: string;
  firstColor: string;
  stateCode: string;
  stateName: string;
  city: string;
  nit: string;
}

export interface ClinicFixture {
  id: number;
  code: string;
  slug: string;
  displayName: string;
  kind: ClinicKind;
  stateCode: string;
  stateName: string;
  city: string;
  address: string;
  phone: string;
}

export type PricingKind = 'people' | 'employees' | 'pets';
export type CoverageTemplateName = 'health' | 'pets' | 'covid' | 'dental';
export type PriceTableName = CoverageTemplateName | 'employees';

export interface InsuranceTypeFixture {
  name: string;
  displayName: string;
  description: string;
  color: string;
  upperType: { name: string; displayName: string };
  section: 'EPS' | 'Seguros' | 'Medicina-Prepagada' | 'Empresa';
  businessLineId: number;
  coverageTemplate: CoverageTemplateName;
  pricing: PricingKind;
  priceLabel: string;
}

export interface PriceTableFixture {
  segments: string[];
  /** [fromAge, toAge, factor of segment 1, factor of segment 2] */
  bands: Array<[number, number, number, number]>;
}

export interface CoverageFixture {
  code: string;
  name: string;
  icon: string;
  percentage: Triple;
  deductible?: Triple;
  compensation?: Triple;
}

export interface CoverageCategoryFixture {
  code: string;
  name: string;
  icon: string;
  feature?: string;
  networkClinics?: [number, number, number];
  coverages: CoverageFixture[];
}

export interface OfferFixture {
  offerType: OfferType;
  title: string;
  description: string;
  stock?: number;
  discount: PlanOffer['discount'];
}

export interface PlanOptions {
  salesChannel?: string[];
  /** As the insurer writes it: 'libre_eleccion' / 'Libre elección', 'preferente' / 'Preferente', anything else is 'cerrado'. */
  modality?: string;
  /** Where the plan covers; without it, 'Mundial con excepciones' for a health plan with evacuation, else 'Colombia'. */
  protection?: 'Colombia' | 'Todo el Mundo' | 'Mundial con excepciones';
  payment?: string[];
  maxAge?: number;
  minsubscribers?: number;
  priceUnit?: 'Total' | 'p/empl.';
  segments?: string[];
}

export interface PlanFixture extends PlanOptions {
  id: number;
  org: string;
  code: string;
  slug: string;
  displayName: string;
  tier: Tier;
  basePrice: number;
  score: number;
  popularity: number;
  ageDays: number;
  offers?: string[];
  isPromoted?: boolean;
  exclusive?: boolean;
  addFeatures?: string[];
}

export interface PlanLineFixture {
  line: string;
  defaults: PlanOptions;
  tiers: Record<Tier, { features: string[]; annualMax: number }>;
  plans: PlanFixture[];
}

export interface FeatureFixture {
  id: number;
  name: string;
  displayName: string;
  description: string;
  icon: string;
}

export interface FaqFixture {
  question: string;
  answer: string;
}

export interface TextsFixture {
  modalities: Record<string, string>;
  protections: Record<string, string>;
  /** The main exclusions the plan page lists, per coverage template; a template without any lists none. */
  exclusions: Record<string, string[]>;
  descriptions: Record<string, string>;
  tierSentences: Record<Tier, string>;
  faq: Record<string, FaqFixture[]>;
}

export interface ArticleFixture {
  slug: string;
  title: string;
  summary: string;
  group: string;
  tags: string[];
  author: string;
  publishedAt: string;
  sections: Array<{ title: string; paragraphs: string[] }>;
}
