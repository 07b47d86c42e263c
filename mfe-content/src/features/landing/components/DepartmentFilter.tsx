import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingDepartment } from '@qs/shared';

export interface DepartmentFilterProps {
  departments: readonly LandingDepartment[];
  /** The chosen department's code; null for all. */
  selected: string | null;
  /** How many landings the list shown holds (all its pages), and of which department (null: all). */
  total: number;
  totalDepartment: string | null;
  onChange: (department: string | null) => void;
}

/**
 * The clinic list's filter (docs/product/content.md#landing-lists): a labelled department select, and the number of results in a
 * polite live region, so a screen reader hears the count each time the list changes.
 */
export const DepartmentFilter = ({
  departments,
  selected,
  total,
  totalDepartment,
  onChange,
}: DepartmentFilterProps) => {
  const { t } = useTranslation('content');
  const selectId = useId();
  const nameOf = (code: string) =>
    departments.find((candidate) => candidate.stateCode === code)?.stateName ??
    t('landing.clinicFilter.thisDepartment');
  const count = totalDepartment
    ? t('landing.clinicFilter.countIn', { count: total, department: nameOf(totalDepartment) })
    : t('landing.clinicFilter.count', { count: total });
  const known = departments.some((candidate) => candidate.stateCode === selected);
  return (
    <div className="qs-department-filter">
      <form role="search" aria-label={t('landing.clinicFilter.label')} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={selectId}>{t('landing.clinicFilter.department')}</label>
        <select
          id={selectId}
          value={known && selected ? selected : ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('landing.clinicFilter.all')}</option>
          {departments.map((candidate) => (
            <option key={candidate.stateCode} value={candidate.stateCode}>
              {candidate.stateName}
            </option>
          ))}
        </select>
      </form>
      <p className="qs-department-filter__count" role="status" aria-live="polite">
        {count}
      </p>
    </div>
  );
};
