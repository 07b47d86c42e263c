import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, type Comparator } from '@qs/shared';
import { clearFilters, hasFilters, type ResultsQuery } from '../../results-query';
import type { FilterKind } from '../model/filter-kinds';

// The panels' code loads when the visitor first opens one (not on the page's first load).
const FilterPanel = lazy(() => import('./FilterPanel'));

export interface FilterBarProps {
  comparator: Comparator;
  query: ResultsQuery;
  onChange: (query: ResultsQuery) => void;
  /** A filter's own data failed: the list is cleared with this message (docs/product/results.md#list-states). */
  onFilterError: (message: string) => void;
}

const countOf = (kind: FilterKind, query: ResultsQuery): number => {
  if (kind === 'insuranceTypes') return query.insuranceTypes.length;
  if (kind === 'organizations') return query.organizations.length;
  if (kind === 'coverageOrganizations') return query.coverageOrganizations.length;
  return Number(query.fromPrice !== null) + Number(query.toPrice !== null);
};

/** One button per filter; the open one shows its panel under the bar. */
export const FilterBar = ({ comparator, query, onChange, onFilterError }: FilterBarProps) => {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState<FilterKind | null>(null);
  const panelId = useId();
  const kinds: FilterKind[] = [
    ...((comparator.insuranceTypeOptions?.length ?? 0) > 1 ? (['insuranceTypes'] as const) : []),
    'organizations',
    // Pet plans have no clinic network to filter by (the API's clinic list for them is empty).
    ...(comparator.noClinicNetwork ? [] : (['coverageOrganizations'] as const)),
    'price',
  ];

  return (
    <div className="qs-filters" role="group" aria-label={t('filters.label')}>
      <div className="qs-filters__bar">
        {kinds.map((kind) => {
          const count = countOf(kind, query);
          return (
            <button
              key={kind}
              type="button"
              className="qs-filters__button"
              aria-expanded={open === kind}
              aria-controls={open === kind ? panelId : undefined}
              onClick={() => setOpen((current) => (current === kind ? null : kind))}
            >
              {t(`filters.${kind}.button`)}
              {count > 0 && <span className="qs-filters__count"> ({count})</span>}
            </button>
          );
        })}
        {hasFilters(query, comparator) && (
          <button type="button" className="qs-filters__clear" onClick={() => onChange(clearFilters(query, comparator))}>
            {t('filters.clear')}
          </button>
        )}
      </div>
      {open && (
        <div id={panelId} className="qs-filters__panel">
          <Suspense fallback={<Spinner />}>
            <FilterPanel
              kind={open}
              comparator={comparator}
              query={query}
              onChange={onChange}
              onFilterError={onFilterError}
              onClose={() => setOpen(null)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
};
