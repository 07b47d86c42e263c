import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApiRequest, type PlanDetail } from '@qs/shared';
import { filterGroups, groupClinics, statesOf, type ClinicFilters } from '../model/clinic-groups';
import { getCoverageOrganizations } from '../api/get-coverage-organizations';
import { ClinicFilterBar } from './ClinicFilterBar';
import { ClinicGroupPanel } from './ClinicGroupPanel';
import './clinics.css';

export interface ClinicListProps {
  plan: PlanDetail;
}

/** The 'Donde-Cubre' tab: clinics grouped by coverage with name and state filters (docs/product/detail.md#clinics). */
export const ClinicList = ({ plan }: ClinicListProps) => {
  const { t } = useTranslation('detail');
  const { state, retry } = useApiRequest(`clinics:${plan.id}`, (signal) => getCoverageOrganizations(plan.id, signal));
  const [filters, setFilters] = useState<ClinicFilters>({ name: '', states: [] });
  // Regrouped only when the coverage data changes, refiltered when the filters change (docs/product/detail.md#clinics).
  const groups = useMemo(() => (state.status === 'ready' ? groupClinics(state.value) : []), [state]);
  const states = useMemo(() => statesOf(groups), [groups]);
  const shown = useMemo(() => filterGroups(groups, filters), [groups, filters]);

  if (state.status === 'loading') return <Spinner label={t('clinics.loading')} minHeight={320} />;
  if (state.status === 'error') return <ErrorPanel onRetry={retry} />;

  return (
    <section className="qs-clinics" aria-labelledby="qs-clinics-title">
      <h2 id="qs-clinics-title" className="qs-clinics__title">
        {t('clinics.title')}
      </h2>
      {groups.length === 0 ? (
        <p className="qs-clinics__empty" role="status">
          {t('clinics.noData')}
        </p>
      ) : (
        <>
          <ClinicFilterBar filters={filters} states={states} onChange={setFilters} />
          {shown.length === 0 ? (
            <p className="qs-clinics__empty" role="status">
              {t('clinics.noResults')}
            </p>
          ) : (
            <div className="qs-clinics__groups">
              {shown.map((group, index) => (
                <ClinicGroupPanel key={group.id} group={group} defaultOpen={index === 0} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
};
