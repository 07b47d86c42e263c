import { useMediaQuery } from '@qs/shared';

/**
 * A phone, for the advisor card's 'Llamar ahora' (docs/product/forms.md#advisor-card: "call now (mobile)"): a touch screen
 * (coarse pointer) narrower than 780 px. Both, because a narrow desktop window cannot place a call and a
 * tablet is not where people expect to phone from.
 */
export const PHONE_QUERY = '(pointer: coarse) and (max-width: 779px)';

export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
