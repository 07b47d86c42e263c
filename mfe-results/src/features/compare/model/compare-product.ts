import type { PlanPrice } from '@qs/shared';
/** The comparison modal's product (docs/product/api.md#compare-products), as GET /api/insurance/compare/products answers it. */
export interface CompareAmount {
  min: number | null;
  max: number | null;
}

export interface CompareFeature {
  name: string;
  feature_type_id: number;
  displayName: string;
  description: string;
  icon: string;
}

export interface CompareProduct {
  id: number;
  name: string;
  code: string;
  /** The insurance type name: a comparator only keeps products of its own types. */
  category: string;
  displayName: string;
  url: string;
  newWindowUrl: string;
  /** The plan's one price, as its card shows it (docs/product/results.md#prices). */
  price: PlanPrice;
  organization: { displayName: string; metadata: { image?: string } };
  insuranceMetadata: { metadata: { salesChannel?: string[]; protection?: string; protection_description?: string } };
  coverage: {
    topAmount: CompareAmount & { unit?: { currencyCode?: string | null } };
    deductible: (CompareAmount & { unit?: { currencyCode?: string | null } }) | null;
    coverage: CompareAmount;
  };
  features: CompareFeature[];
  information?: { featuresAll?: Array<CompareFeature & { value: boolean }> };
}
