import { useTranslation } from 'react-i18next';
import type { Comparator } from '@qs/shared';
import { withFilters, type ResultsQuery } from '../../results-query';
import { CheckboxList } from './CheckboxList';

export interface InsuranceTypeFilterProps {
  comparator: Comparator;
  query: ResultsQuery;
  onChange: (query: ResultsQuery) => void;
}

/** Which kinds of insurance the comparator lists; none chosen means the comparator's default. */
export const InsuranceTypeFilter = ({ comparator, query, onChange }: InsuranceTypeFilterProps) => {
  const { t } = useTranslation('results');
  const options = (comparator.insuranceTypeOptions ?? comparator.insuranceTypes).map((type) => ({
    value: type,
    label: t(`filters.insuranceTypes.names.${type}`, type),
  }));
  return (
    <CheckboxList
      legend={t('filters.insuranceTypes.legend')}
      options={options}
      chosen={query.insuranceTypes}
      onChange={(chosen) =>
        onChange(withFilters(query, { insuranceTypes: chosen.length > 0 ? chosen : [...comparator.insuranceTypes] }))
      }
    />
  );
};
