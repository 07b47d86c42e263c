import { useTranslation } from 'react-i18next';
import type { ResultsView } from '../../plan-card';
import type { ResultsQuery, SortOption } from '../../results-query';
import type { ListState } from '../hooks/useCompareResults';
import { ResultsBetweenNotice } from './ResultsBetweenNotice';
import { SortSelect } from './SortSelect';
import { ViewSwitch } from './ViewSwitch';

export interface ResultsToolbarProps {
  state: ListState;
  query: ResultsQuery;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  onOrder: (order: SortOption) => void;
}

/** How many plans, the price-range notice, the sort and the view switch. */
export const ResultsToolbar = ({ state, query, view, onView, onOrder }: ResultsToolbarProps) => {
  const { t } = useTranslation('results');
  const meta = state.status === 'ready' ? state.meta : null;
  return (
    <div className="qs-results__toolbar">
      <p className="qs-results__count" aria-live="polite">
        {meta ? t('results.count', { count: meta.total }) : ' '}
      </p>
      <SortSelect value={query.order} onChange={onOrder} />
      <ViewSwitch view={view} onChange={onView} />
      {meta && <ResultsBetweenNotice meta={meta} fromPrice={query.fromPrice} toPrice={query.toPrice} />}
    </div>
  );
};
