import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, type Comparator } from '@qs/shared';
import { withFilters, type ResultsQuery } from '../../results-query';
import { getCoverageOrganizations } from '../api/get-coverage-organizations';
import { useFilterOptions } from '../hooks/useFilterOptions';
import { CheckboxList } from './CheckboxList';

export interface CoverageOrganizationFilterProps {
  comparator: Comparator;
  query: ResultsQuery;
  onChange: (query: ResultsQuery) => void;
  onFilterError: (message: string) => void;
}

/** Case- and accent-insensitive match, as the clinic list of the plan detail does. */
export const normalizeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Plans whose network includes the chosen clinics; a name search narrows the long list. */
export const CoverageOrganizationFilter = ({
  comparator,
  query,
  onChange,
  onFilterError,
}: CoverageOrganizationFilterProps) => {
  const { t } = useTranslation('results');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const key = [...comparator.organizationTypes, '|', ...query.insuranceTypes].join(',');
  const { state, retry } = useFilterOptions(
    key,
    () => getCoverageOrganizations(comparator.organizationTypes, query.insuranceTypes),
    onFilterError,
  );
  if (state.status === 'loading') return <Spinner label={t('filters.loading')} minHeight={120} />;
  if (state.status === 'error')
    return <ErrorPanel title={state.message} description={t('filters.errorHint')} onRetry={retry} />;
  const wanted = normalizeName(search.trim());
  const options = state.value
    .filter(
      (clinic) => query.coverageOrganizations.includes(clinic.id) || normalizeName(clinic.displayName).includes(wanted),
    )
    .map((clinic) => ({ value: clinic.id, label: clinic.displayName, detail: clinic.city }));
  return (
    <>
      <label htmlFor={searchId} className="qs-filter-panel__search-label">
        {t('filters.coverageOrganizations.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="qs-filter-panel__search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {options.length === 0 ? (
        <p>{t('filters.coverageOrganizations.none')}</p>
      ) : (
        <CheckboxList
          legend={t('filters.coverageOrganizations.legend')}
          options={options}
          chosen={query.coverageOrganizations}
          onChange={(chosen) => onChange(withFilters(query, { coverageOrganizations: chosen }))}
        />
      )}
    </>
  );
};
