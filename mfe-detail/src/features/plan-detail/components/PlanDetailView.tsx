import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, getPartner, Spinner, type PlanDetail } from '@qs/shared';
import { usePlanDetail } from '../hooks/usePlanDetail';
import { notFoundFallback } from '../../../common/model/plan-url';
import { PlanDetailContent } from './PlanDetailContent';
// The page's layout CSS, loaded after its parts' CSS as before.
import './detail.css';

export interface PlanDetailViewProps {
  planUrl: string | null;
  mode: 'page' | 'modal';
  /** Pathname the plan was asked for, for the not-found fallback. */
  requestedPath: string;
}

/** docs/security.md#partner-restrictions: a plan of an organization the partner does not allow is not found here either. */
export const partnerAllows = (
  plan: PlanDetail,
  allowed: readonly number[] = getPartner()?.allowedOrganizations ?? [],
): boolean => allowed.length === 0 || (plan.organization.id !== undefined && allowed.includes(plan.organization.id));

export const PlanDetailView = ({ planUrl, mode, requestedPath }: PlanDetailViewProps) => {
  const { t } = useTranslation('detail');
  const { state, retry } = usePlanDetail(planUrl);

  if (state.status === 'loading') return <Spinner label={t('detail.loading')} minHeight={480} />;
  if (state.status === 'error') return <ErrorPanel onRetry={retry} />;
  if (state.status === 'not-found' || !partnerAllows(state.value) || !planUrl) {
    return mode === 'page' ? (
      <Navigate to={notFoundFallback(requestedPath)} replace />
    ) : (
      <p className="qs-detail__not-found" role="alert">
        {t('detail.notFound')}
      </p>
    );
  }
  return <PlanDetailContent plan={state.value} base={planUrl} mode={mode} />;
};
