import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, RemoteSlot, Spinner } from '@qs/shared';
import { usePlanDetail } from '../hooks/usePlanDetail';
import { notFoundFallback } from '../hooks/plan-url';
import { Breadcrumb } from './Breadcrumb';
import { PlanDescription } from './PlanDescription';
import { PlanHeader } from './PlanHeader';

export interface PlanDetailViewProps {
  planUrl: string | null;
  mode: 'page' | 'modal';
  /** Pathname the plan was asked for, for the not-found fallback. */
  requestedPath: string;
}

export const PlanDetailView = ({ planUrl, mode, requestedPath }: PlanDetailViewProps) => {
  const { t } = useTranslation('detail');
  const { state, retry } = usePlanDetail(planUrl);

  if (state.status === 'loading') return <Spinner label={t('detail.loading')} minHeight={480} />;
  if (state.status === 'error') return <ErrorPanel onRetry={retry} />;
  if (state.status === 'not-found') {
    return mode === 'page' ? <Navigate to={notFoundFallback(requestedPath)} replace /> : <ErrorPanel onRetry={retry} />;
  }
  const plan = state.value;
  return (
    <article className={`qs-detail qs-detail--${mode}`}>
      {mode === 'page' && (
        <Breadcrumb
          crumbs={[
            { label: plan.insuranceType.upperType?.displayName ?? plan.insuranceType.displayName, href: notFoundFallback(plan.url) },
            { label: plan.organization.displayName },
            { label: plan.displayName },
          ]}
        />
      )}
      <PlanHeader plan={plan} />
      <div className="qs-detail__columns">
        <PlanDescription plan={plan} />
        <aside className="qs-detail__request" aria-label={t('detail.contactTitle')}>
          <RemoteSlot
            module="qs_forms/ContactWidget"
            props={{ productCode: plan.productCode, productType: plan.insuranceType.name, inline: true }}
            minHeight={360}
          />
        </aside>
      </div>
    </article>
  );
};
