import { useTranslation } from 'react-i18next';
import { ErrorPanel, type Comparator, type PlanCard as Plan, type Profile } from '@qs/shared';
import { DEFAULT_PAGE_SIZE } from '../api/get-compare-results';
import type { ListState } from '../hooks/useCompareResults';
import type { ResultsView } from '../../plan-card';
import { hasFilters, type ResultsQuery } from '../../results-query';
import { Pagination } from './Pagination';
import { PlanList } from './PlanList';
import { ResultsPlaceholder } from './ResultsPlaceholder';
import { RobotScreen } from './RobotScreen';

export interface ResultsBodyProps {
  comparator: Comparator;
  state: ListState;
  query: ResultsQuery;
  view: ResultsView;
  profile: Profile | null;
  onPage: (page: number) => void;
  onRetry: () => void;
  onClearFilters: () => void;
  onOpenDetail: (plan: Plan) => void;
}

// The page size of the last answer per comparator: placeholders match the page that is coming.
const pageSizes = new Map<string, number>();

/** The list in each of its states (docs/product/results.md#list-states): loading, results, empty, filter error, error, robot. */
export const ResultsBody = ({
  comparator,
  state,
  query,
  view,
  profile,
  onPage,
  onRetry,
  onClearFilters,
  onOpenDetail,
}: ResultsBodyProps) => {
  const { t } = useTranslation('results');
  if (state.meta?.take) pageSizes.set(comparator.slug, state.meta.take);
  const pageSize = pageSizes.get(comparator.slug) ?? DEFAULT_PAGE_SIZE;

  if (state.status === 'robot') return <RobotScreen challenge={state.challenge} onConfirmed={onRetry} />;
  if (state.status === 'error') return <ErrorPanel onRetry={onRetry} />;
  if (state.status === 'filter-error')
    return <ErrorPanel title={state.message} description={t('filters.errorHint')} onRetry={onRetry} />;
  if (state.pending === 'replace') return <ResultsPlaceholder count={pageSize} view={view} />;
  if (state.status === 'ready' && state.plans.length === 0) {
    return (
      <div className="qs-results__empty">
        <p>{t('results.empty')}</p>
        {hasFilters(query, comparator) && (
          <button type="button" className="qs-button qs-button--secondary" onClick={onClearFilters}>
            {t('filters.clear')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <PlanList plans={state.plans} view={view} comparator={comparator} profile={profile} onOpenDetail={onOpenDetail} />
      {state.pending === 'append' && <ResultsPlaceholder count={pageSize} view={view} />}
      {state.meta && (
        <Pagination
          mode={state.meta.paginationMode ?? 'numbered'}
          page={query.page}
          pageSize={pageSize}
          total={state.meta.total}
          loaded={state.plans.length}
          loading={state.status === 'loading'}
          onPage={onPage}
        />
      )}
    </>
  );
};
