import type { BenefitCategory } from '@qs/contract';
import type { PriceRow } from '../pricing/price-profile';
import { ageRangeLabel } from '../pricing/price-profile';

const cop = (value: number): string => `$${value.toLocaleString('es-CO')}`;

export const SEGMENT_LABELS: Record<string, string> = {
  Masculino: 'Hombre',
  Femenino: 'Mujer',
  Perro: 'Perro',
  Gato: 'Gato',
};

/** Rows of a price table: one per age band, one column per segment. */
export const priceTable = (prices: readonly PriceRow[], segments: readonly string[]) => {
  const bands = [...new Map(prices.map((row) => [`${row.ageMin}-${row.ageMax}`, row])).values()];
  return {
    kind: 'table' as const,
    columns: ['Edad', ...segments.map((segment) => SEGMENT_LABELS[segment] ?? segment)],
    widths: [0.4, ...segments.map(() => 0.6 / segments.length)],
    rows: bands.map((band) => [
      ageRangeLabel(band),
      ...segments.map((segment) => {
        const row = prices.find((r) => r.segment === segment && r.ageMin === band.ageMin);
        return row ? cop(row.price) : 'No asegurable';
      }),
    ]),
  };
};

type Coverage = BenefitCategory['coverages'][number];

export const coverageCells = (coverage: Coverage | undefined): string[] => {
  if (!coverage) return ['No cubre', '-', '-'];
  const { percentage, deductible, compensation } = coverage.amounts;
  return [
    `${percentage.minAmount}%`,
    deductible ? (deductible.minAmount === 0 ? 'Sin copago' : cop(deductible.minAmount)) : '-',
    compensation ? cop(compensation.minAmount) : 'Según tope anual',
  ];
};

export { cop };
