import { getPartner } from '@qs/shared';

/** The scroll bar sits under the 75 px site header, at 0 on a partner subdomain (docs/product/detail.md#contact-bar-and-scroll-progress). */
export const SCROLL_BAR_OFFSET = 75;

export const scrollOffset = (onPartnerSite: boolean = getPartner() !== null): number =>
  onPartnerSite ? 0 : SCROLL_BAR_OFFSET;
