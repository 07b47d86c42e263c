import type { PaymentInfo, PlanOffer, FaqItem, PlanDescription, PlanExclusion, PlanFeature } from '@qs/contract';
import type { CatalogueFixtures } from './fixtures';
import { priceSuffix } from '../pricing/plan-price';
import { fillPlanText, formatCop } from './plan-texts';
import type { ResolvedPlan } from './resolve-plans';

const describeType = (name: string, displayName: string) => ({ name, displayName });

/** Descriptions (docs/product/api.md#plan-detail-calls): the general one, and the offer one when the plan has offers. */
export const buildDescriptions = (plan: ResolvedPlan, fx: CatalogueFixtures): PlanDescription[] => {
  const template = fx.texts.descriptions[plan.line.name] ?? '{plan} de {org}.';
  const general = `${fillPlanText(template, plan, fx.texts)} ${fx.texts.tierSentences[plan.fixture.tier]}`;
  const list: PlanDescription[] = [
    { type: describeType('insurance_description_general', 'Descripción general'), text: general, icon: 'info' },
  ];
  if (plan.offers.length > 0) {
    const text = plan.offers.map((offer) => offer.description).join(' ');
    list.unshift({ type: describeType('offer_description', 'Oferta vigente'), text, icon: 'gift' });
  }
  return list;
};

export const buildTypeDescriptions = (plan: ResolvedPlan): PlanDescription[] => [
  {
    type: describeType('insurance_type_description', plan.line.displayName),
    text: plan.line.description,
    icon: 'shield',
  },
];

export const buildFaq = (plan: ResolvedPlan, fx: CatalogueFixtures): FaqItem[] => {
  const specific = plan.line.pricing === 'employees' ? ['health', 'employees'] : [plan.line.coverageTemplate];
  return [...specific.flatMap((key) => fx.texts.faq[key] ?? []), ...(fx.texts.faq.common ?? [])].map((item) => ({
    question: fillPlanText(item.question, plan, fx.texts),
    answer: fillPlanText(item.answer, plan, fx.texts),
  }));
};

/**
 * The plan's main exclusions (docs/product/detail.md#exclusions), by its coverage template: the sentences of its
 * conditions PDF's exclusions chapter the page lists first. A template without any (mandatory Covid) lists none.
 */
export const buildExclusions = (plan: ResolvedPlan, fx: CatalogueFixtures): PlanExclusion[] =>
  (fx.texts.exclusions[plan.line.coverageTemplate] ?? []).map((text, index) => ({
    code: `${plan.line.coverageTemplate}-${index + 1}`,
    text,
  }));

/** Every feature (docs/product/api.md#catalogue) with whether this plan has it (the comparison modal shows both). */
export const buildFeatures = (plan: ResolvedPlan, fx: CatalogueFixtures): PlanFeature[] =>
  fx.features.map((feature) => ({
    name: feature.name,
    feature_type_id: feature.id,
    displayName: feature.displayName,
    description: feature.description,
    icon: feature.icon,
    value: plan.features.includes(feature.name),
  }));

const discountedFrom = (plan: ResolvedPlan, offer: ResolvedPlan['offers'][number]): number => {
  if (offer.offerType !== 'DISCOUNT') return plan.basePrice;
  const { unitCode, amount } = offer.discount;
  const price = unitCode === 'PERCENT' ? plan.basePrice * (1 - amount / 100) : plan.basePrice - amount;
  return Math.max(0, Math.round(price / 100) * 100);
};

/** Offers (docs/product/api.md#payment-and-offers): a STOCK offer with stock 0 is an exhausted promotion. */
export const buildOffers = (plan: ResolvedPlan): PlanOffer[] =>
  plan.offers.map((offer, index) => ({
    id: plan.fixture.id * 10 + index + 1,
    code: offer.key,
    offerType: { name: offer.offerType },
    title: offer.title,
    description: offer.description,
    discount: offer.discount,
    ...(offer.stock !== undefined ? { stock: offer.stock, exhausted: offer.stock === 0 } : {}),
    priceRange: { from: discountedFrom(plan, offer), unit: { code: 'COP' } },
    productCode: plan.fixture.code,
  }));

export const buildPaymentInfo = (plan: ResolvedPlan, fx: CatalogueFixtures): PaymentInfo => ({
  insuranceId: plan.fixture.id,
  productCode: plan.fixture.code,
  hasOnlinePayment: plan.salesChannel.some((channel) => channel === 'QpOnlineSale' || channel === 'QpMixSale'),
  priceFrom: {
    amount: plan.basePrice,
    label: plan.priceUnit,
    display: `${formatCop(plan.basePrice)} ${priceSuffix(plan.priceUnit)}`,
  },
  paymentMethods: plan.payment.map((name) => {
    const method = fx.paymentMethods[name];
    if (!method) throw new Error(`Plan ${plan.fixture.code}: unknown payment method ${name}`);
    return { name, displayName: method.displayName, paymentProvider: { name: method.provider } };
  }),
});
