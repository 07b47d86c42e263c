import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, type Comparator } from '@qs/shared';
import { PAGE_SIZE } from '../api/get-compare-results';
import { useCompareResults } from '../hooks/useCompareResults';
import { PlanCard } from '../../plan-card/components/PlanCard';
import { CompareCheckbox } from '../../compare/components/CompareCheckbox';
import { ComparisonBar } from '../../compare/components/ComparisonBar';
import { CompareBanner } from '../../banner/components/CompareBanner';
import { ShareResultsButton } from '../../share/components/ShareResultsButton';
import { ResultsPlaceholder } from './ResultsPlaceholder';
import { RobotScreen } from './RobotScreen';
import { ProfileModal } from '../../profile-modal/ProfileModal';
import { PlanModal } from '../../plan-modal/PlanModal';
import { usePlanModal } from '../../plan-modal/usePlanModal';

export interface ComparePageProps {
  comparator: Comparator;
}

export const ComparePage = ({ comparator }: ComparePageProps) => {
  const { t } = useTranslation('results');
  const { state, profile, reload } = useCompareResults(comparator, 1);
  const [profileOpen, setProfileOpen] = useState(false);
  const planModal = usePlanModal();

  return (
    <section className="qs-results" aria-labelledby="qs-results-title">
      <header className="qs-results__header">
        <h1 id="qs-results-title">{comparator.title}</h1>
        <button type="button" className="qs-button" onClick={() => setProfileOpen(true)}>
          {profile?.ingresodatos ? t('profile.edit') : t('profile.open')}
        </button>
        <ShareResultsButton profile={profile} />
      </header>
      <CompareBanner comparator={comparator} profile={profile} onOpenProfile={() => setProfileOpen(true)} />
      {state.status === 'loading' && <ResultsPlaceholder count={PAGE_SIZE} />}
      {state.status === 'robot' && <RobotScreen onConfirmed={reload} />}
      {state.status === 'error' && <ErrorPanel onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <p className="qs-results__count">{t('results.count', { count: state.result.metaData.total })}</p>
          {state.result.data.length === 0 ? (
            <p>{t('results.empty')}</p>
          ) : (
            <div className="qs-results__grid">
              {state.result.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  view="grid"
                  comparator={comparator}
                  profile={profile}
                  onOpenDetail={planModal.open}
                  compareControl={<CompareCheckbox plan={plan} />}
                />
              ))}
            </div>
          )}
        </>
      )}
      <ComparisonBar comparator={comparator} />
      <ProfileModal open={profileOpen} productType={comparator.profileForm} onClose={() => setProfileOpen(false)} />
      <PlanModal planUrl={planModal.planUrl} onClose={planModal.close} />
    </section>
  );
};
