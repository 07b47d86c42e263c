/**
 * Colombian phone rule (docs/product/forms.md#field-rules). The product gives the shape (optional plus, 1-3 digit prefix, then
 * 7-14 digits); Colombian numbers, mobile (3xx) and landline (60x) alike, have 10 digits
 * since 2021, so fewer than 10 digits after an optional +57 is 'Teléfono muy corto'.
 */
const PHONE_PATTERN = /^\+?(?:\d{1,3})?\d{7,14}$/;
export const MIN_NATIONAL_DIGITS = 10;

export type PhoneProblem = 'required' | 'invalid' | 'short';

/** Spaces, dots, dashes and parentheses are how people write numbers, not part of them. */
export const normalizePhone = (text: string): string => text.replace(/[\s().-]/g, '');

const nationalDigits = (normalized: string): string => {
  const digits = normalized.replace(/^\+/, '');
  const withCountryCode = normalized.startsWith('+57') || (digits.length === 12 && digits.startsWith('57'));
  return withCountryCode ? digits.slice(2) : digits;
};

export const phoneProblem = (text: string): PhoneProblem | null => {
  const normalized = normalizePhone(text);
  if (normalized === '') return 'required';
  if (!/^\+?\d+$/.test(normalized)) return 'invalid';
  if (nationalDigits(normalized).length < MIN_NATIONAL_DIGITS) return 'short';
  return PHONE_PATTERN.test(normalized) ? null : 'invalid';
};

/** Digits for wa.me and tel: links, with Colombia's 57 added to a 10-digit national number. */
export const internationalDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return digits.length === MIN_NATIONAL_DIGITS ? `57${digits}` : digits;
};
