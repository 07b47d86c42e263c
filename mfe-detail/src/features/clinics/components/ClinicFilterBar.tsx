import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryState } from '@qs/shared';
import type { ClinicFilters } from '../model/clinic-groups';

export interface ClinicFilterBarProps {
  filters: ClinicFilters;
  states: CountryState[];
  onChange: (filters: ClinicFilters) => void;
}

/** The clinic-name search and the department multi-select (checkboxes: keyboard and screen-reader friendly). */
export const ClinicFilterBar = ({ filters, states, onChange }: ClinicFilterBarProps) => {
  const { t } = useTranslation('detail');
  const nameId = useId();
  const toggle = (code: string, checked: boolean) =>
    onChange({
      ...filters,
      states: checked ? [...filters.states, code] : filters.states.filter((state) => state !== code),
    });

  return (
    <div className="qs-clinics__filters">
      <div className="qs-clinics__name">
        <label htmlFor={nameId}>{t('clinics.nameFilter')}</label>
        <input
          id={nameId}
          type="search"
          value={filters.name}
          placeholder={t('clinics.namePlaceholder')}
          autoComplete="off"
          onChange={(event) => onChange({ ...filters, name: event.target.value })}
        />
      </div>
      {states.length > 1 && (
        <fieldset className="qs-clinics__states">
          <legend>{t('clinics.stateFilter')}</legend>
          {states.map((state) => (
            <label key={state.stateCode} className="qs-clinics__state">
              <input
                type="checkbox"
                checked={filters.states.includes(state.stateCode)}
                onChange={(event) => toggle(state.stateCode, event.target.checked)}
              />
              {state.stateName}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
};
