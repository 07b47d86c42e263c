import { lazy, Suspense } from 'react';
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

/** One card per plan, in the grid or the list layout. */
export const PlanList = ({ plans, view, comparator, profile, onOpenDetail }: PlanListProps) => {
  const cards = plans.map((plan) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      view={view}
      comparator={comparator}
      profile={profile}
      onOpenDetail={onOpenDetail}
      compareControl={<CompareCheckbox plan={plan} />}
    />
  ));
  if (view === 'grid') return <div className="qs-results__grid">{cards}</div>;
  return (
    <Suspense fallback={<div className="qs-results__grid">{cards}</div>}>
      <ListLayout>{cards}</ListLayout>
    </Suspense>
  );
};
