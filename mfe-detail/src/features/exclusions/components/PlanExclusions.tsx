import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, useApiRequest, type PlanDetail } from '@qs/shared';
import { getExclusions } from '../api/get-exclusions';
import './exclusions.css';

/**
 * 'Exclusiones' (docs/product/detail.md#exclusions): what the plan does not cover, under its own heading and apart
 * from the coverages; a plan that lists none says so and points to its conditions. A failed call shows the error
 * panel with 'Reintentar' in its place; the rest of the page stays.
 */
export const PlanExclusions = ({ plan }: { plan: PlanDetail }) => {
  const { t } = useTranslation('detail');
  const { state, retry } = useApiRequest(`exclusions:${plan.id}`, (signal) => getExclusions(plan.id, signal));
  // An API without the call (an older deployment) answers 404: the page goes on without the section.
  if (state.status === 'not-found') return null;
  return (
    <section className="qs-exclusions" aria-labelledby="qs-exclusions-title">
      <h2 id="qs-exclusions-title">{t('exclusions.title')}</h2>
      {state.status === 'loading' && <Spinner label={t('exclusions.loading')} minHeight={160} />}
      {state.status === 'error' && <ErrorPanel onRetry={retry} />}
      {state.status === 'ready' &&
        (state.value.length === 0 ? (
          <p className="qs-exclusions__empty">{t('exclusions.empty')}</p>
        ) : (
          <>
            <p className="qs-exclusions__intro">{t('exclusions.intro')}</p>
            <ul className="qs-exclusions__list">
              {state.value.map((exclusion) => (
                <li key={exclusion.code}>{exclusion.text}</li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
};
