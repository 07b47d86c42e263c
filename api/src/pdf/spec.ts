import type { BenefitCategory } from '@qs/contract';
import type { PriceRow } from '../pricing/price-profile';

/** What the generator needs to draw a document; stored as JSON in documents.spec by the seed. */
export interface DocOrganization {
  displayName: string;
  nit: string;
  city: string;
  color: string;
  supervisor: string;
  code: string;
}

export interface DocPlan {
  displayName: string;
  code: string;
  url: string;
  priceUnit: string;
  priceFrom: number;
  annualMax: number;
  maxAge: number;
  description: string;
  features: string[];
  offers: Array<{ title: string; description: string }>;
  segments: string[];
  prices: PriceRow[];
  categories: BenefitCategory[];
}

export interface DocClinic {
  displayName: string;
  city: string;
  stateName: string;
  address: string;
}

export interface ConditionsSpec {
  kind: 'conditions';
  title: string;
  organization: DocOrganization;
  line: { name: string; displayName: string; exclusions: 'general' | 'pets' };
  plans: DocPlan[];
  clinics: DocClinic[];
}

export interface BrochureSpec {
  kind: 'brochure';
  title: string;
  organization: DocOrganization;
  line: { name: string; displayName: string };
  plan: DocPlan;
  clinicCount: number;
  contact: { phone: string; email: string };
}

export type DocumentSpec = ConditionsSpec | BrochureSpec;

/** A drawable page: blocks top to bottom, each small enough that a page never overflows. */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'definitions'; items: Array<[string, string]> }
  | { kind: 'table'; columns: string[]; widths: number[]; rows: string[][] }
  | { kind: 'spacer'; size: number };

export interface Page {
  section: string;
  blocks: Block[];
}
