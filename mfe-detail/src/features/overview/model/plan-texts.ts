import type { PlanDescription, PlanDetail } from '@qs/shared';

export const GENERAL_DESCRIPTION = 'insurance_description_general';
export const OFFER_DESCRIPTION = 'offer_description';

export const generalDescriptionOf = (plan: PlanDetail): PlanDescription | undefined =>
  plan.descriptions.find((description) => description.type.name === GENERAL_DESCRIPTION);

/**
 * 'Lo que debes considerar' (docs/product/detail.md#overview): the product's descriptions and its insurance type's, the offer
 * description first. The general description has its own block above, so it is not repeated here.
 */
export const considerationsOf = (plan: PlanDetail): PlanDescription[] => {
  const own = plan.descriptions.filter((description) => description.type.name !== GENERAL_DESCRIPTION);
  const offers = own.filter((description) => description.type.name === OFFER_DESCRIPTION);
  const others = own.filter((description) => description.type.name !== OFFER_DESCRIPTION);
  return [...offers, ...others, ...(plan.insuranceType.descriptions ?? [])].filter(
    (description) => description.text.trim() !== '',
  );
};

/** The overview image: the plan's own, else the catalogue's product image. */
export const overviewImageOf = (plan: PlanDetail): string =>
  plan.insuranceMetadata?.metadata.image ?? `/api/images/products/${encodeURIComponent(plan.productCode)}.svg`;
