import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileModal, profileWording, useStoredProfile, type Comparator } from '@qs/shared';
import { useCompareResults } from '../hooks/useCompareResults';
import { useResultsView } from '../hooks/useResultsView';
import { clearFilters, useResultsQuery } from '../../results-query';
import { FilterBar } from '../../filters';
import { PlanModal, usePlanModal } from '../../plan-modal';
import { ComparisonBar } from '../../compare';
import { CompareBanner } from '../../banner';
import { ComparatorInfo } from '../../comparator-info';
import { ShareResultsButton } from '../../share';
import { ResultsBody } from './ResultsBody';
import { ResultsToolbar } from './ResultsToolbar';
// The page's own styles, after those of the features it shows.
import './results.css';

export interface ComparePageProps {
  comparator: Comparator;
}

/** The page where a visitor decides: filters, sort, the plans, paging, compare and the modals. */
export const ComparePage = ({ comparator }: ComparePageProps) => {
  const { t } = useTranslation('results');
  const { query, setQuery } = useResultsQuery(comparator);
  const profile = useStoredProfile(comparator.profileForm);
  const { state, reload, failFilter } = useCompareResults(comparator, query, profile);
  const [view, setView] = useResultsView();
  const [profileOpen, setProfileOpen] = useState(false);
  // Reintentar of the list also asks again for what failed beside it (the banner's config, reviews and benefits).
  const [retries, setRetries] = useState(0);
  const retry = () => {
    setRetries((count) => count + 1);
    reload();
  };
  const planModal = usePlanModal();
  const top = useRef<HTMLDivElement>(null);

  const goToPage = (page: number) => {
    setQuery({ ...query, page });
    // A numbered page replaces the list: start reading it from the top.
    if (state.meta?.paginationMode !== 'more') top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="qs-results" aria-labelledby="qs-results-title">
      <header className="qs-results__header">
        <h1 id="qs-results-title">{comparator.title}</h1>
        <div className="qs-results__actions" data-qs-view-part>
          <button type="button" className="qs-button" onClick={() => setProfileOpen(true)}>
            {t(profile?.ingresodatos ? 'profile.edit' : 'profile.open', {
              context: profileWording(comparator.profileForm),
            })}
          </button>
          <ShareResultsButton profile={profile} />
        </div>
      </header>
      {/* What depends on the view and the visitor (`data-qs-view-part`: a mark for ADR 0007's frames, which are gone). */}
      <div className="qs-results__view" data-qs-view-part>
        <CompareBanner
          comparator={comparator}
          profile={profile}
          onOpenProfile={() => setProfileOpen(true)}
          retryToken={retries}
        />
        <FilterBar comparator={comparator} query={query} onChange={setQuery} onFilterError={failFilter} />
        <div ref={top} className="qs-results__top">
          <ResultsToolbar
            state={state}
            query={query}
            view={view}
            onView={setView}
            onOrder={(order) => setQuery({ ...query, order, page: 1 })}
          />
        </div>
        <ResultsBody
          comparator={comparator}
          state={state}
          query={query}
          view={view}
          profile={profile}
          onPage={goToPage}
          onRetry={retry}
          onClearFilters={() => setQuery(clearFilters(query, comparator))}
          onOpenDetail={planModal.open}
        />
        <ComparatorInfo comparator={comparator} retryToken={retries} />
      </div>
      <ComparisonBar comparator={comparator} profile={profile} />
      <ProfileModal open={profileOpen} productType={comparator.profileForm} onClose={() => setProfileOpen(false)} />
      <PlanModal planUrl={planModal.planUrl} onClose={planModal.close} />
    </section>
  );
};
