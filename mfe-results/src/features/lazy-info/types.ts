import type { PlanPrice } from '@qs/shared';

/** Per-plan extra information, loaded lazily when a card is seen (docs/product/results.md#lazy-card-info). */
export interface BenefitAmount {
  minAmount: number | null;
  maxAmount: number | null;
}

export interface Benefit {
  id: number;
  code: string;
  insuranceBenefit: string;
  icon: string;
  amounts?: { percentage?: BenefitAmount; deductible?: BenefitAmount; compensation?: BenefitAmount };
}

/** A benefit category of GET /api/insurance/coverages/{id}/resume. */
export interface BenefitCategory {
  id: number;
  code: string;
  name: string;
  icon: string;
  coverages: Benefit[];
}

export interface PlanFeature {
  name: string;
  displayName: string;
  icon?: string;
  value: boolean;
}

export interface PlanOffer {
  id?: number;
  code?: string;
  offerType: { name: 'DISCOUNT' | 'AGGREGATE' | 'GIFTCARD' | 'STOCK' | string };
  title: string;
  description?: string;
  discount?: { unitCode: string; amount: number; product?: string };
  /** docs/product/results.md#lazy-card-info: a stock of 0 means the promotion is exhausted. */
  stock?: number;
}

export interface ProfilePriceAnswer {
  price: PlanPrice;
  price_detail?: { label: string };
  arePricesDefined: boolean;
}

/** docs/product/results.md#lazy-card-info: card visibility states (PreRendering for servers and bots). */
export type VisibilityState = 'Visible' | 'Pending' | 'NotVisible' | 'PreRendering';
