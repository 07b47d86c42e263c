/** The plan card entity of seed 000 §3, as the compare call answers it. */
export interface CoverageTag {
  name: string;
  icon: string;
  coverages: Array<{
    amounts: {
      percentage?: { maxAmount: number | null };
      compensation?: { minAmount: number | null };
      deductible?: { minAmount: number | null };
    };
  }>;
}

export interface PlanCard {
  id: number;
  displayName: string;
  name: string;
  productCode: string;
  url: string;
  price: { minPrice: number; unit: { id?: number; code: string } };
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
      /** The plan's overview image (seed 001 §3 insuranceMetadata.metadata.image). */
      image?: string;
      /** An optional 60-second video, a self-hosted file (seed 001 §2). */
      video?: string;
    };
  };
  insuranceType: {
    name: string;
    displayName: string;
    description?: string;
    color?: string;
    upperType?: { name: string; displayName: string };
    /** The type's own descriptions (seed 001 §3 insuranceType.descriptions), on the detail answer. */
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

export interface PlanTab {
  url: string;
  title: string;
  icon?: string;
  hidden?: boolean;
  disabled?: boolean;
  inMenuMore?: boolean;
  file?: { url: string; size: number };
}

export interface PlanDetail extends PlanCard {
  descriptions: PlanDescription[];
  tabs: PlanTab[];
}

/** Seed 000 §9: the compare service decides numbered pages or a more-results button. */
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
