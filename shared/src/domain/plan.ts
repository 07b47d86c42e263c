import type { CoverageTag } from '../api/contract';
import type { PlanPrice } from '../format/plan-price';

// A card's coverage tags are the API contract's (docs/adr/0011-one-api-contract.md).
export type { CoverageTag };

/** The plan card entity (docs/product/results.md), as the compare call answers it. */
export interface PlanCard {
  id: number;
  displayName: string;
  name: string;
  productCode: string;
  url: string;
  /** The plan's one displayed price (docs/product/results.md#prices); `priceRange.from` is its starting price, the same without a profile. */
  price: PlanPrice;
  priceRange?: { from: number; unit: { code: string } };
  score: number;
  distance?: number;
  isNew?: boolean;
  exclusive?: boolean;
  isPromoted?: boolean;
  insuranceMetadata?: {
    metadata: {
      salesChannel?: string[];
      isPopular?: boolean;
      hasOffer?: boolean;
      logo?: string;
      minsubscribers?: number;
      modality?: string;
      price_detail?: { label: string; age_range?: string };
      annual_benefit_maximum?: { amount: number; currency_code: string };
      /** Designed by the API: the plan has coverage tables worth comparing (the compare checkbox shows). */
      comparable?: boolean;
      /** The plan's overview image (docs/product/detail.md#overview: insuranceMetadata.metadata.image). */
      image?: string;
      /** An optional 60-second video, a self-hosted file (docs/product/detail.md#overview). */
      video?: string;
    };
  };
  insuranceType: {
    name: string;
    displayName: string;
    description?: string;
    color?: string;
    upperType?: { name: string; displayName: string };
    /** The type's own descriptions (docs/product/detail.md#overview: insuranceType.descriptions), on the detail answer. */
    descriptions?: PlanDescription[];
  };
  organization: {
    id?: number;
    displayName: string;
    metadata: { image?: string; url: string; typeAlias?: string };
  };
  coverages?: { count: number; tags: CoverageTag[] };
}

export interface PlanDescription {
  type: { name: string; displayName: string };
  text: string;
  icon?: string;
}

/** A plan tab (docs/product/detail.md#tabs). */
export interface PlanTab {
  url: string;
  title: string;
  icon?: string;
  class?: string;
  /** Pulses (the A/B highlight, docs/product/detail.md#tabs). */
  highlight?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  /** The fixed bottom bar may show while this tab is active. */
  headerFixed?: boolean;
  /** The tab's content has the request column beside it. */
  showContentChild?: boolean;
  inMenuMore?: boolean;
  file?: { url: string; size: number | null };
}

export interface PlanDetail extends PlanCard {
  descriptions: PlanDescription[];
  tabs: PlanTab[];
}

/** The compare service decides numbered pages or a more-results button (docs/product/results.md). */
export type PaginationMode = 'numbered' | 'more';

export interface CompareMetaData {
  total: number;
  uuid?: string;
  page?: number;
  /** The comparator's page size. */
  take?: number;
  pages?: number;
  paginationMode?: PaginationMode;
  belowPriceLimit?: number;
  abovePriceLimit?: number;
}

export interface CompareResult {
  data: PlanCard[];
  metaData: CompareMetaData;
}
