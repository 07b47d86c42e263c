/**
 * The card's fields written as the card shows them while the visitor types: the number in groups of four
 * ('4509 9535 6623 3704'), the expiry as MM/AA ('1130' → '11/30'). What is sent stays what the shared card rules
 * read (they take the spaces and the slash), so the API checks the same text.
 */

/** Longest card number the site takes (a 19-digit Visa): 19 digits and 4 spaces. */
export const CARD_NUMBER_MAX_LENGTH = 23;
/** 'MM/AA'. */
export const EXPIRY_MAX_LENGTH = 5;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** A card number as its digits in groups of four, at most 19 digits. */
export const formatCardNumber = (text: string): string =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An expiry as MM/AA: the slash comes with the third digit, so deleting never meets a slash put back; a month
 * that can only have one digit (2–9, or one typed before a slash) gets its zero.
 */
export const formatExpiry = (text: string): string => {
  const oneDigitMonth = /^\s*(\d)\s*\//.exec(text);
  let digits = digitsOf(text);
  if (oneDigitMonth || /^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * Where the caret goes once `text` is rewritten as `formatted`: at the end when it was there (typing on), else after
 * as many digits as were before it (a month's added zero counts), so a correction in the middle keeps its place.
 */
export const caretAfterFormat = (text: string, caret: number, formatted: string): number => {
  if (caret >= text.length) return formatted.length;
  const added = Math.max(0, digitsOf(formatted).length - digitsOf(text).length);
  const digitsBefore = digitsOf(text.slice(0, caret)).length + added;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
};
