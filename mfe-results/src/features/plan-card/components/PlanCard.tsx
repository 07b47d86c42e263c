import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerLayout, paths, type Comparator, type PlanCard as Plan, type Profile } from '@qs/shared';
import { LazyCardInfo, useLazyPlanInfo } from '../../lazy-info';
import { matchPercent } from '../model/card-price';
import { CardBadges } from './CardBadges';
import { CardPrice } from './CardPrice';
import { CoverageTags } from './CoverageTags';
import { EmployeeCheck } from './EmployeeCheck';
import { PlanModality } from './PlanModality';
import { ScoreStars } from './ScoreStars';
import './plan-card.css';

export type ResultsView = 'grid' | 'list';

export interface PlanCardProps {
  plan: Plan;
  /** Grid (4 benefit icons) or list (15, one horizontal card per row); under 600 px both stack for a phone. */
  view: ResultsView;
  /** The comparator page the card is on: /Comparar/Empresas words the health-plan badge differently. */
  comparator: Comparator;
  /** The visitor's profile: employee count for collective plans, partner/dependants for the lazy price. */
  profile: Profile | null;
  /** Opens the plan's detail in a modal; the link still works without script or with a modifier key. */
  onOpenDetail: (plan: Plan) => void;
  /** The compare checkbox, rendered by the page (the compare feature owns it). */
  compareControl?: ReactNode;
}

export const PlanCard = ({ plan, view, comparator, profile, onOpenDetail, compareControl }: PlanCardProps) => {
  const { t } = useTranslation('results');
  const { ref, ...info } = useLazyPlanInfo(plan, profile);
  const headingId = `plan-${plan.id}`;
  // A partner may turn off the score and the request button (docs/product/shell.md#partner-layout-switches); their rows
  // keep their height, so every card of the list keeps the same layout.
  const layout = partnerLayout();
  const openDetail = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpenDetail(plan);
  };

  return (
    <article ref={ref} className={`qs-plan-card qs-plan-card--${view}`} aria-labelledby={headingId}>
      <header className="qs-plan-card__header">
        {plan.organization.metadata.image && (
          <img
            className="qs-plan-card__logo"
            src={plan.organization.metadata.image}
            alt=""
            width={96}
            height={48}
            loading="lazy"
          />
        )}
        <div className="qs-plan-card__title">
          <h3 id={headingId} className="qs-plan-card__name">
            {plan.displayName}
          </h3>
          <p className="qs-plan-card__org">{plan.organization.displayName}</p>
          <PlanModality plan={plan} />
        </div>
        {compareControl && <div className="qs-plan-card__compare">{compareControl}</div>}
      </header>
      <div className="qs-plan-card__body">
        <CardBadges plan={plan} comparator={comparator} />
        <div className={`qs-plan-card__rating${layout.score ? '' : ' qs-plan-card__rating--no-score'}`}>
          {layout.score && <ScoreStars score={plan.score} />}
          {/* A plan the visitor cannot buy has no match to speak of. */}
          {profile?.ingresodatos && plan.distance !== undefined && !plan.ineligible && (
            <p className="qs-plan-card__match">{t('card.match', { percent: matchPercent(plan.distance) })}</p>
          )}
        </div>
        {plan.ineligible === 'otherEps' && (
          <p className="qs-plan-card__only-for">{t('card.onlyForMembers', { eps: plan.organization.displayName })}</p>
        )}
        <CoverageTags tags={plan.coverages?.tags} />
        <LazyCardInfo info={info} view={view} />
      </div>
      <footer className="qs-plan-card__footer">
        <CardPrice plan={plan} price={info.profilePrice?.price ?? plan.price} />
        <EmployeeCheck plan={plan} profile={profile} />
        <div className={`qs-plan-card__actions${layout.requestButton ? '' : ' qs-plan-card__actions--no-request'}`}>
          <a className="qs-plan-card__link" href={plan.url} onClick={openDetail}>
            {t('card.seePlan')}
            <span className="qs-visually-hidden"> {plan.displayName}</span>
          </a>
          {layout.requestButton && (
            <a className="qs-button qs-plan-card__request" href={paths.planRequest.getHref(plan.url)}>
              {t('card.request')}
              <span className="qs-visually-hidden"> {plan.displayName}</span>
            </a>
          )}
        </div>
      </footer>
    </article>
  );
};
