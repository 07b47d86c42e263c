// Types of card-rules.mjs, the one copy of the payment card's checks (docs/product/forms.md#online-purchase).

export function cardDigits(text: string): string;
export function luhnValid(digits: string): boolean;
export type CardBrand = 'visa' | 'mastercard';
export function cardBrand(digits: string): CardBrand | null;
export const CARD_BRAND_NAMES: { readonly visa: 'Visa'; readonly mastercard: 'Mastercard' };
export const CARD_LENGTHS: { readonly visa: readonly [13, 16, 19]; readonly mastercard: readonly [16] };
export type CardNumberProblem = 'required' | 'length' | 'invalid' | 'brand';
export function cardNumberProblem(text: string): CardNumberProblem | null;
export type ExpiryProblem = 'required' | 'month' | 'year' | 'expired';
export const EXPIRY_MAX_YEARS: 20;
export function expiryProblem(text: string, now: Date): ExpiryProblem | null;
export type SecurityCodeProblem = 'required' | 'length';
export function securityCodeProblem(text: string): SecurityCodeProblem | null;
export const CARD_MESSAGES: {
  readonly required: 'campo requerido';
  readonly number: { readonly length: string; readonly invalid: string; readonly brand: string };
  readonly expiry: { readonly month: string; readonly year: string; readonly expired: string };
  readonly securityCode: { readonly length: string };
};
export function lastFourOf(text: string): string;
