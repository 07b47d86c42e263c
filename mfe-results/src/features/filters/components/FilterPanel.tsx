import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparator } from '@qs/shared';
import type { ResultsQuery } from '../../results-query';
import type { FilterKind } from '../model/filter-kinds';
import { InsuranceTypeFilter } from './InsuranceTypeFilter';
import { OrganizationFilter } from './OrganizationFilter';
import { CoverageOrganizationFilter } from './CoverageOrganizationFilter';
import { PriceFilter } from './PriceFilter';
import './filters.css';

export interface FilterPanelProps {
  kind: FilterKind;
  comparator: Comparator;
  query: ResultsQuery;
  onChange: (query: ResultsQuery) => void;
  onFilterError: (message: string) => void;
  onClose: () => void;
}

/** The open filter's panel: focus moves in when it opens, Escape closes it. */
const FilterPanel = ({ kind, onClose, ...props }: FilterPanelProps) => {
  const { t } = useTranslation('results');
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [kind]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="qs-filter-panel"
      aria-label={t(`filters.${kind}.button`)}
      onKeyDown={onKeyDown}
    >
      {kind === 'insuranceTypes' && <InsuranceTypeFilter {...props} />}
      {kind === 'organizations' && <OrganizationFilter {...props} />}
      {kind === 'coverageOrganizations' && <CoverageOrganizationFilter {...props} />}
      {kind === 'price' && <PriceFilter {...props} onClose={onClose} />}
      <button type="button" className="qs-filter-panel__close" onClick={onClose}>
        {t('filters.close')}
      </button>
    </section>
  );
};

export default FilterPanel;
