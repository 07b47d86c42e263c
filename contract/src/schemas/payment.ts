import Type, { type Static } from 'typebox';
import { Data, RefreshQuery } from './common.ts';
import { PAYMENT_ID_PATTERN, PurchasePayment, PurchaseQuery } from './purchase.ts';

/**
 * Payment info and offers (docs/product/api.md#payment-and-offers): by plan id or productCode; 204 when
 * the plan has no payment methods, or no offers (the client reads it as none).
 */

/** A plan id or its productCode. */
export const PLAN_ID_OR_CODE_PATTERN = '^[A-Za-z0-9_-]{1,40}$';
export const PlanIdOrCodeParams = Type.Object({ id: Type.String({ pattern: PLAN_ID_OR_CODE_PATTERN }) });

/** The payment route's id: a plan's (id or productCode), or a payment attempt's (`pay_…`, PAYMENT_ID_PATTERN). */
export const PaymentOrPlanParams = Type.Object({
  id: Type.String({
    pattern: PLAN_ID_OR_CODE_PATTERN,
    description: 'A plan id, a productCode, or a payment id (pay_ and 16 characters; no productCode starts with pay_)',
  }),
});
/** A payment attempt is read with its purchase link's session (`?session=` or the `x-purchase-session` header). */
export const PaymentOrPlanQuery = Type.Object(
  { ...RefreshQuery.properties, ...PurchaseQuery.properties },
  { additionalProperties: false },
);

export const PaymentMethod = Type.Object({
  name: Type.String({
    description:
      't (card), tdd (debit card), tdc (credit card), transfer (PSE), transfer_non_automated (manual bank transfer)',
  }),
  displayName: Type.String(),
  paymentProvider: Type.Object({ name: Type.String() }),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const PaymentInfo = Type.Object({
  insuranceId: Type.Integer(),
  productCode: Type.String(),
  hasOnlinePayment: Type.Boolean({ description: 'Sold online (QpOnlineSale or QpMixSale)' }),
  priceFrom: Type.Object({
    amount: Type.Number({ description: 'The starting price, pesos' }),
    label: Type.String({ description: 'The price unit' }),
    display: Type.String({ description: 'The price as the site writes it' }),
  }),
  paymentMethods: Type.Array(PaymentMethod, { description: 'Never empty: a plan without payment methods answers 204' }),
});
export type PaymentInfo = Static<typeof PaymentInfo>;
export const PaymentInfoAnswer = Data(PaymentInfo);
/** By a plan's id or code: its payment methods; by a payment's id: that payment and its purchase. */
export const PaymentInfoOrPaymentAnswer = Data(Type.Union([PaymentInfo, PurchasePayment]));
export const isPaymentId = (id: string): boolean => new RegExp(PAYMENT_ID_PATTERN).test(id);

export const OfferType = Type.Union([
  Type.Literal('DISCOUNT'),
  Type.Literal('AGGREGATE'),
  Type.Literal('GIFTCARD'),
  Type.Literal('STOCK'),
]);
export type OfferType = Static<typeof OfferType>;

export const PlanOffer = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  offerType: Type.Object({ name: OfferType }),
  title: Type.String(),
  description: Type.String(),
  discount: Type.Object({
    unitCode: Type.Union([Type.Literal('PERCENT'), Type.Literal('COP')]),
    amount: Type.Number(),
    salesLimitQuantityEnable: Type.Boolean(),
    product: Type.String({ description: 'What the discount applies to' }),
  }),
  stock: Type.Optional(Type.Integer({ description: 'STOCK offers: units left; 0 is an exhausted promotion' })),
  exhausted: Type.Optional(Type.Boolean({ description: 'With stock: stock is 0' })),
  priceRange: Type.Object({
    from: Type.Number({ description: 'The price with the offer' }),
    unit: Type.Object({ code: Type.String() }),
  }),
  productCode: Type.String(),
});
export type PlanOffer = Static<typeof PlanOffer>;
export const PlanOffersAnswer = Data(
  Type.Array(PlanOffer, { description: 'Never empty: a plan without offers answers 204' }),
);
