import { PHONE_MIN_NATIONAL_DIGITS } from '@qs/shared';

/** Digits for wa.me and tel: links, with Colombia's 57 added to a 10-digit national number (docs/product/forms.md#field-rules). */
export const internationalDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return digits.length === PHONE_MIN_NATIONAL_DIGITS ? `57${digits}` : digits;
};
