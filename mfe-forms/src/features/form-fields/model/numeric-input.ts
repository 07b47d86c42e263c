/** A numeric input (ages and the like) holds at most 3 digits (docs/product/forms.md#profile-form-rules). */
export const MAX_NUMBER_DIGITS = 3;

/**
 * The value of a numeric input after the visitor typed or pasted `typed`: non-digits are
 * dropped, and a keystroke that would make it longer than 3 digits is ignored (the previous
 * value stays). A paste into an empty field keeps its first 3 digits.
 */
export const limitDigits = (previous: string, typed: string, max = MAX_NUMBER_DIGITS): string => {
  const digits = typed.replace(/\D/g, '');
  if (digits.length <= max) return digits;
  return previous.replace(/\D/g, '').slice(0, max) || digits.slice(0, max);
};
