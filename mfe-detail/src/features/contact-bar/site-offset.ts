import { getPartner } from '@qs/shared';

/** Seed 001 §9: the scroll bar sits under the 75 px site header, at 0 on a partner subdomain. */
export const SCROLL_BAR_OFFSET = 75;

export const scrollOffset = (onPartnerSite: boolean = getPartner() !== null): number => (onPartnerSite ? 0 : SCROLL_BAR_OFFSET);
