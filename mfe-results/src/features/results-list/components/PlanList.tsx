import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparator, PlanCard as Plan, Profile } from '@qs/shared';
import { PlanCard, type ResultsView } from '../../plan-card';
import { CompareCheckbox } from '../../compare';

// The list layout's styles load when a visitor first switches to it.
const ListLayout = lazy(() => import('./ListLayout'));

export interface PlanListProps {
  plans: Plan[];
  view: ResultsView;
  comparator: Comparator;
  profile: Profile | null;
  onOpenDetail: (plan: Plan) => void;
}

const Layout = ({ view, children }: { view: ResultsView; children: ReactNode }) => {
  if (view === 'grid') return <div className="qs-results__grid">{children}</div>;
  return (
    <Suspense fallback={<div className="qs-results__grid">{children}</div>}>
      <ListLayout>{children}</ListLayout>
    </Suspense>
  );
};

/**
 * One card per plan, in the grid or the list layout. Plans the profile rules out (another EPS's complementary
 * plan, a plan for bigger companies: the API's `ineligible`) come last in every order the API answers, and are
 * set apart under their own heading, so nobody takes them for a recommendation.
 */
export const PlanList = ({ plans, view, comparator, profile, onOpenDetail }: PlanListProps) => {
  const { t } = useTranslation('results');
  const apartId = useId();
  const cardOf = (plan: Plan) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      view={view}
      comparator={comparator}
      profile={profile}
      onOpenDetail={onOpenDetail}
      compareControl={<CompareCheckbox plan={plan} />}
    />
  );
  const eligible = plans.filter((plan) => !plan.ineligible);
  const apart = plans.filter((plan) => plan.ineligible);
  return (
    <>
      {eligible.length > 0 && <Layout view={view}>{eligible.map(cardOf)}</Layout>}
      {apart.length > 0 && (
        <section className="qs-results__apart" aria-labelledby={apartId}>
          <h2 id={apartId} className="qs-results__apart-title">
            {t('apart.title')}
          </h2>
          <p className="qs-results__apart-hint">{t('apart.hint')}</p>
          <Layout view={view}>{apart.map(cardOf)}</Layout>
        </section>
      )}
    </>
  );
};
