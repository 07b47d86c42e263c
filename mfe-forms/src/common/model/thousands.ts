/** Colombian thousands separator: 1234567 → "1.234.567" (employee counts are typed this way). */
export const formatThousands = (text: string, maxDigits?: number): string => {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const kept = maxDigits === undefined ? digits : digits.slice(0, maxDigits);
  return kept.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
};

/** "1.250" → 1250; empty or non-numeric text → null. */
export const parseThousands = (text: string): number | null => {
  const digits = text.replace(/\./g, '').trim();
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
};
