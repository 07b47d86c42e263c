import { useTranslation } from 'react-i18next';
import { partnerLayout, type PlanDetail } from '@qs/shared';
import type { ProfilePricing } from '../../pricing';
import { ConsiderBlock } from './ConsiderBlock';
import { OverviewImage } from './OverviewImage';
import { PlanFacts } from './PlanFacts';
import { generalDescriptionOf, overviewImageOf } from '../model/plan-texts';
import { RequestSummary } from './RequestSummary';
import './overview.css';

export interface PlanOverviewProps {
  plan: PlanDetail;
  /** The page's one pricing (PlanDetailContent), shared with the header and the bottom bar. */
  pricing: ProfilePricing;
  mode: 'page' | 'modal';
  /** Switches to another tab of the plan (a tab button action, docs/product/detail.md#tabs). */
  onOpenTab: (tabUrl: string) => void;
}

const REQUEST_TAB = 'Solicitar';
/**
 * The 'home' tab (Vista General): general description with the optional video and the overview image, the
 * plan's facts (modality, protection area, childbirth), what-you-should-consider, and the request summary with the persons message.
 */
export const PlanOverview = ({ plan, pricing, mode, onOpenTab }: PlanOverviewProps) => {
  const { t } = useTranslation('detail');
  const general = generalDescriptionOf(plan);
  const video = plan.insuranceMetadata?.metadata.video;
  const hasTab = (url: string) => plan.tabs.some((tab) => tab.url === url && !tab.hidden && !tab.disabled);

  return (
    <div className={`qs-overview qs-overview--${mode}`}>
      <section className="qs-overview__description" aria-labelledby="qs-overview-description">
        <h2 id="qs-overview-description">{t('overview.descriptionTitle')}</h2>
        <div className="qs-overview__description-body">
          <OverviewImage src={overviewImageOf(plan)} alt={t('overview.imageAlt', { name: plan.displayName })} />
          {/* The page's own wording for a plan the catalogue has not described yet. */}
          <p className="qs-overview__text">{general ? general.text : t('detail.noDescription')}</p>
        </div>
        {video && (
          <figure className="qs-overview__video">
            <figcaption>{t('overview.videoTitle')}</figcaption>
            {/* Self-hosted only: the site's CSP allows no third-party frames. */}
            <video controls preload="none" src={video} />
          </figure>
        )}
      </section>
      <PlanFacts plan={plan} />
      <ConsiderBlock plan={plan} />
      <RequestSummary pricing={pricing} />
      {/* The header's tab actions offer 'Ver detalle de precio'; after reading, the next step is the request. */}
      <div className="qs-overview__actions">
        {/* A partner may turn off the request button (docs/product/shell.md#partner-layout-switches). */}
        {hasTab(REQUEST_TAB) && partnerLayout().requestButton && (
          <button type="button" className="qs-button" onClick={() => onOpenTab(REQUEST_TAB)}>
            {t('overview.toRequest')}
          </button>
        )}
      </div>
    </div>
  );
};
