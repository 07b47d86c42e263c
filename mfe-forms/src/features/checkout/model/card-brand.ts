import { CARD_BRAND_NAMES, type CardBrand } from '@qs/shared';

/** A payment's card brand as the site writes it ('Visa', 'Mastercard'). */
export const brandNameOf = (brand: string): string => CARD_BRAND_NAMES[brand as CardBrand] ?? brand;
