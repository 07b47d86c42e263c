/**
 * Per-plan extra information, loaded lazily when a card is seen (docs/product/results.md#lazy-card-info): benefit categories
 * (the coverages resume), features and offers are the API contract's answers.
 */
export type { BenefitCategory, PlanFeature, PlanOffer } from '@qs/shared';

/** docs/product/results.md#lazy-card-info: card visibility states (PreRendering for servers and bots). */
export type VisibilityState = 'Visible' | 'Pending' | 'NotVisible' | 'PreRendering';
