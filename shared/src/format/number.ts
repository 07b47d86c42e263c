// Colombian number formatting (es-CO: '.' groups thousands, ',' marks decimals) without Intl.NumberFormat.
//
// Why not Intl: in the Chromium the site is measured with, the first Intl.NumberFormat of a page loads
// ICU's number data, 25–45 ms of main thread in one piece. Every slice made one at module load, so every
// page paid it during start-up, where Lighthouse's phone counts it four times over (docs/adr/0009-start-up-work.md).
// The output is Intl's, digit for digit: number.test.ts compares both on thousands of values.

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const THOUSANDS = '.';
const DECIMAL = ',';

/** Values this formatter does not write itself (NaN, ±∞, exponent notation): Intl, made only then. */
const viaIntl = (value: number, minimumFractionDigits: number, maximumFractionDigits: number): string =>
  new Intl.NumberFormat('es-CO', { minimumFractionDigits, maximumFractionDigits }).format(value);

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);

/** A string of decimal digits plus one unit in its last place ('0999' → '1000', '99' → '100'). */
const incremented = (digits: string): string => {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
};

/**
 * `value` rounded half away from zero to at most `maximumFractionDigits` decimals, with at least
 * `minimumFractionDigits`. Intl rounds the shortest decimal text of the number (what `String(value)`
 * writes), not its binary value, so the rounding is done on that text.
 */
export const formatNumber = (
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(minimumFractionDigits, 3) }: NumberFormatOptions = {},
): string => {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || /e/i.test(text)) return viaIntl(value, minimumFractionDigits, maximumFractionDigits);
  const [integerText, fractionText = ''] = text.split('.');
  let digits = integerText + fractionText.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (fractionText.length > maximumFractionDigits && (fractionText[maximumFractionDigits] ?? '0') >= '5')
    digits = incremented(digits);
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  let fraction = digits.slice(digits.length - maximumFractionDigits);
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  // Intl keeps the sign of a negative number that rounds to zero ('-0').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(integer)}${fraction ? `${DECIMAL}${fraction}` : ''}`;
};
