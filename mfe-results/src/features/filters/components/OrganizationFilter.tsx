import { useTranslation } from 'react-i18next';
import { ErrorPanel, getPartner, Spinner, type Comparator } from '@qs/shared';
import { withFilters, type ResultsQuery } from '../../results-query';
import { getOrganizations } from '../api/get-organizations';
import { CheckboxList } from './CheckboxList';
import { useFilterOptions } from '../hooks/useFilterOptions';

export interface OrganizationFilterProps {
  comparator: Comparator;
  query: ResultsQuery;
  onChange: (query: ResultsQuery) => void;
  onFilterError: (message: string) => void;
}

/** The companies of the comparator's organization types; a partner sees only its own. */
export const OrganizationFilter = ({ comparator, query, onChange, onFilterError }: OrganizationFilterProps) => {
  const { t } = useTranslation('results');
  const types = comparator.organizationTypes;
  const { state, retry } = useFilterOptions(types.join(','), () => getOrganizations(types), onFilterError);
  if (state.status === 'loading') return <Spinner label={t('filters.loading')} minHeight={120} />;
  if (state.status === 'error')
    return <ErrorPanel title={state.message} description={t('filters.errorHint')} onRetry={retry} />;
  const allowed = getPartner()?.allowedOrganizations ?? [];
  const options = state.value
    .filter((organization) => allowed.length === 0 || allowed.includes(organization.id))
    .map((organization) => ({ value: organization.id, label: organization.displayName }));
  return (
    <CheckboxList
      legend={t('filters.organizations.legend')}
      options={options}
      chosen={query.organizations}
      onChange={(chosen) => onChange(withFilters(query, { organizations: chosen }))}
    />
  );
};
