import type { ReactNode } from 'react';
import type { CompareProduct } from '@qs/shared';
import { formatDeductible, formatPercentage, formatTopAmount } from '../model/comparison-format';
import { FeatureIcons } from './FeatureIcons';

type Translate = (key: string) => string;

export interface ComparisonRow {
  key: string;
  label: string;
  /** What 'Solo diferencias' compares: equal everywhere hides the row. */
  value: (product: CompareProduct) => string;
  cell: (product: CompareProduct) => ReactNode;
  /** Rows of actions (links), never hidden. */
  always?: boolean;
}

/** The rows (docs/product/results.md#comparison-modal): protection area, annual maximum, deductible, coverage %, features, detail link. */
export const comparisonRows = (t: Translate): ComparisonRow[] => [
  {
    key: 'protection',
    label: t('compare.modal.rows.protection'),
    value: (p) =>
      `${p.insuranceMetadata.metadata.protection ?? ''}|${p.insuranceMetadata.metadata.protection_description ?? ''}`,
    cell: (p) => (
      <>
        <strong>{p.insuranceMetadata.metadata.protection ?? '—'}</strong>
        {p.insuranceMetadata.metadata.protection_description && (
          <span className="qs-compare-table__note">{p.insuranceMetadata.metadata.protection_description}</span>
        )}
      </>
    ),
  },
  {
    key: 'topAmount',
    label: t('compare.modal.rows.topAmount'),
    value: (p) => formatTopAmount(p.coverage.topAmount, t),
    cell: (p) => formatTopAmount(p.coverage.topAmount, t),
  },
  {
    key: 'deductible',
    label: t('compare.modal.rows.deductible'),
    value: (p) => formatDeductible(p.coverage.deductible, t),
    cell: (p) => formatDeductible(p.coverage.deductible, t),
  },
  {
    key: 'coverage',
    label: t('compare.modal.rows.coverage'),
    value: (p) => formatPercentage(p.coverage.coverage),
    cell: (p) => formatPercentage(p.coverage.coverage),
  },
  {
    key: 'features',
    label: t('compare.modal.rows.features'),
    value: (p) =>
      p.features
        .map((feature) => feature.name)
        .sort()
        .join(','),
    cell: (p) => <FeatureIcons features={p.features} />,
  },
  {
    key: 'detail',
    label: t('compare.modal.rows.detail'),
    always: true,
    value: (p) => p.url,
    cell: (p) => (
      <a href={p.url} target="_blank" rel="noopener">
        {t('compare.modal.detail')}
        <span className="qs-visually-hidden"> {p.displayName}</span>
      </a>
    ),
  },
];

export const isDifferent = (row: ComparisonRow, products: readonly CompareProduct[]): boolean =>
  row.always === true || new Set(products.map(row.value)).size > 1;
