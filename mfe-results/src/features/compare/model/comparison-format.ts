import { formatCop, formatNumber, type CompareProduct } from '@qs/shared';

type Translate = (key: string) => string;
type Amount = CompareProduct['coverage']['topAmount'];

/** docs/product/results.md#comparison-modal: these currencies show only the minimum top amount. */
const MIN_ONLY_CURRENCIES = ['USD/Año', 'USD/V'];

const plainNumber = (value: number): string => formatNumber(value, { maximumFractionDigits: 0 });

const money = (value: number, currency: string | null | undefined): string =>
  !currency || currency === 'COP' ? formatCop(value) : `${plainNumber(value)} ${currency}`;

const moneyRange = (min: number, max: number | null, currency: string | null | undefined): string =>
  max === null || max === min ? money(min, currency) : `${money(min, currency)} – ${money(max, currency)}`;

/** Annual maximum benefit: unlimited when the minimum is null, 'Sin tope' when 0 (docs/product/results.md#comparison-modal). */
export const formatTopAmount = (top: Amount, t: Translate): string => {
  if (top.min === null) return t('compare.modal.unlimited');
  if (top.min === 0) return t('compare.modal.noCap');
  const currency = top.unit?.currencyCode;
  if (currency && MIN_ONLY_CURRENCIES.includes(currency)) return `${plainNumber(top.min)} ${currency}`;
  return moneyRange(top.min, top.max, currency);
};

/** Deductible: none is 'No cubre', zero is 'Sin copago' (docs/product/results.md#comparison-modal, in Colombia's word), else the amount or range. */
export const formatDeductible = (deductible: CompareProduct['coverage']['deductible'], t: Translate): string => {
  if (!deductible || deductible.min === null) return t('compare.modal.noCover');
  if (deductible.min === 0 && (deductible.max ?? 0) === 0) return t('compare.modal.noDeductible');
  return moneyRange(deductible.min, deductible.max, deductible.unit?.currencyCode);
};

/** Coverage percentage, min–max. */
export const formatPercentage = ({ min, max }: CompareProduct['coverage']['coverage']): string => {
  if (min === null) return '—';
  return max === null || max === min ? `${min} %` : `${min} % – ${max} %`;
};
