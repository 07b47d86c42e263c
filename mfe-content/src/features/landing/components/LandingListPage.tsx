import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner } from '@qs/shared';
import { useLastReady } from '../hooks/use-last-ready';
import { usePageParam } from '../../../common/hooks/use-page-param';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { LandingListSection, useLandingSection } from '../../landing-section';
import type { LandingListName } from '../model/landing-kind';
import { DEPARTMENT_FILTERED_LISTS, listPageHref, readDepartment, withDepartment } from '../model/department-filter';
import { DepartmentFilter } from './DepartmentFilter';

export interface LandingListPageProps {
  type: LandingListName;
}

/**
 * /EPS, /Seguros, /Medicina-Prepagada, /Clinicas-y-Hospitales: the section's CMS text and its landings.
 * The clinics can be filtered by department (?departamento=); while another page or department loads,
 * the page shown stays, so the filter keeps its focus.
 */
export const LandingListPage = ({ type }: LandingListPageProps) => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const page = usePageParam();
  const [params, setParams] = useSearchParams();
  const filtered = DEPARTMENT_FILTERED_LISTS.includes(type);
  const department = filtered ? readDepartment(params) : null;
  const { state, retry } = useLandingSection(type, page, { department, withDepartments: filtered });
  const shown = useLastReady(state);

  if (state.status === 'error' || state.status === 'not-found') return <ErrorPanel onRetry={retry} />;
  if (!shown) return <Spinner minHeight={640} />;
  const { intro, list, departments } = shown;
  const busy = state.status === 'loading';
  const chosen = departments.find((candidate) => candidate.stateCode === shown.department);
  const emptyText = shown.department ? (
    <>
      {t('landing.clinicFilter.empty', { department: chosen?.stateName ?? t('landing.clinicFilter.thisDepartment') })}{' '}
      <Link to={listPageHref(type, 1, null)}>{t('landing.clinicFilter.showAll')}</Link>
    </>
  ) : (
    t('landing.empty')
  );
  return (
    <section className="qs-content-page" aria-labelledby={titleId}>
      <LandingIntro
        titleId={titleId}
        title={intro?.title ?? t(`landing.lists.${type}.title`)}
        summary={intro?.summary}
        html={intro?.html}
      />
      {filtered && departments.length > 0 && (
        <DepartmentFilter
          departments={departments}
          selected={department}
          total={list.metaData.total}
          totalDepartment={shown.department}
          onChange={(code) => setParams(withDepartment(params, code))}
        />
      )}
      <LandingListSection
        heading={t(`landing.lists.${type}.list`)}
        list={list}
        page={page}
        hrefFor={(target) => listPageHref(type, target, department)}
        emptyText={emptyText}
        busy={busy}
      />
    </section>
  );
};
