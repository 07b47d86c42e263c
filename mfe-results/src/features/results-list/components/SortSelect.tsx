import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS, type SortOption } from '../../results-query';

export interface SortSelectProps {
  value: SortOption;
  onChange: (order: SortOption) => void;
}

/** The five sort options (docs/product/results.md#sort). */
export const SortSelect = ({ value, onChange }: SortSelectProps) => {
  const { t } = useTranslation('results');
  const id = useId();
  return (
    <div className="qs-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
};
