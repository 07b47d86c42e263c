// @ts-check
// The payment card's fields, checked the same way in the browser (before anything is sent) and by the API
// (before the provider is asked): docs/product/forms.md#online-purchase. Plain JavaScript without
// dependencies, typed by card-rules.d.mts, like field-rules.mjs. The site takes Visa and Mastercard only (the
// product's dedicated card list); a refusal in either place reads the same. The texts say what to fix and never
// show the card provider's internal codes (3015, 3016, 3029, 3030, 7523, 3012), which mean nothing to a visitor.

/** The digits of a card number as typed (spaces and hyphens between groups are allowed). */
export const cardDigits = (/** @type {string} */ text) => text.replace(/[\s-]/g, '');

/**
 * The Luhn check digit rule every card number follows.
 * @param {string} digits
 */
export const luhnValid = (digits) => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** @typedef {'visa' | 'mastercard'} CardBrand */

/**
 * The brand of a card number by its first digits (IIN ranges), or null for a brand the site does not take.
 * @param {string} digits
 * @returns {CardBrand | null}
 */
export const cardBrand = (digits) => {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
};

/** How the site writes each brand's name. */
export const CARD_BRAND_NAMES = /** @type {const} */ ({ visa: 'Visa', mastercard: 'Mastercard' });

/** Card-number lengths each brand issues. */
export const CARD_LENGTHS = /** @type {const} */ ({ visa: [13, 16, 19], mastercard: [16] });

/** @typedef {'required' | 'length' | 'invalid' | 'brand'} CardNumberProblem */

/**
 * The first broken rule of a card number as typed; null for a Visa or Mastercard number that passes Luhn.
 * @param {string} text
 * @returns {CardNumberProblem | null}
 */
export const cardNumberProblem = (text) => {
  const digits = cardDigits(text);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'invalid';
  const brand = cardBrand(digits);
  if (brand === null) return 'brand';
  if (!(/** @type {readonly number[]} */ (CARD_LENGTHS[brand]).includes(digits.length))) return 'length';
  return luhnValid(digits) ? null : 'invalid';
};

/** @typedef {'required' | 'month' | 'year' | 'expired'} ExpiryProblem */

/** How many years ahead an expiry date may be. */
export const EXPIRY_MAX_YEARS = 20;

/**
 * The first broken rule of an expiry date typed 'MM/AA' (or 'MM/AAAA'); a card is valid through the last day of
 * its month. `now` is the time of the check.
 * @param {string} text
 * @param {Date} now
 * @returns {ExpiryProblem | null}
 */
export const expiryProblem = (text, now) => {
  const value = text.trim();
  if (value === '') return 'required';
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return 'month';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'month';
  const written = match[2] ?? '';
  const year = written.length === 2 ? 2000 + Number(written) : Number(written);
  const thisYear = now.getFullYear();
  if (year < thisYear - 1 || year > thisYear + EXPIRY_MAX_YEARS) return 'year';
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1)) return 'expired';
  return null;
};

/** @typedef {'required' | 'length'} SecurityCodeProblem */

/**
 * The first broken rule of the security code: 3 digits on Visa and Mastercard.
 * @param {string} text
 * @returns {SecurityCodeProblem | null}
 */
export const securityCodeProblem = (text) => {
  const value = text.trim();
  if (value === '') return 'required';
  return /^\d{3}$/.test(value) ? null : 'length';
};

/** The texts of each problem (the provider's code of each, for whoever reads this: 3015, 3016; 3029, 3030, 7523; 3012). */
export const CARD_MESSAGES = /** @type {const} */ ({
  required: 'campo requerido',
  number: {
    length: 'El número de la tarjeta no tiene la cantidad de dígitos correcta.',
    invalid: 'El número de la tarjeta no es válido.',
    brand: 'Aceptamos tarjetas Visa y Mastercard.',
  },
  expiry: {
    month: 'El mes de vencimiento no es válido: escríbelo como MM/AA.',
    year: 'El año de vencimiento no es válido.',
    expired: 'La tarjeta está vencida.',
  },
  securityCode: { length: 'El código de seguridad debe tener 3 dígitos.' },
});

/**
 * The last four digits of a card: what is kept and shown of it, with the brand (never the number or the code).
 * @param {string} text
 */
export const lastFourOf = (text) => cardDigits(text).slice(-4);
