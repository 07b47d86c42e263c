import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCop, type Comparator, type PlanCard as Plan, type Profile } from '@qs/shared';

export type ResultsView = 'grid' | 'list';

export interface PlanCardProps {
  plan: Plan;
  /** Grid (4 benefit icons) or list (15); the phone layout is the grid's, styled by width. */
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

const priceSuffix = (plan: Plan, t: (key: string) => string) => {
  const label = plan.insuranceMetadata?.metadata.price_detail?.label;
  if (plan.insuranceType.name === 'SEGURO_COVID') return t('card.perYear');
  return label && label !== '/mes' ? `${t('card.perMonth')} ${label}` : t('card.perMonth');
};

export const PlanCard = ({ plan, onOpenDetail, compareControl }: PlanCardProps) => {
  const { t } = useTranslation('results');
  const minSubscribers = plan.insuranceMetadata?.metadata.minsubscribers;
  return (
    <article className="qs-plan-card" aria-labelledby={`plan-${plan.id}`}>
      <header className="qs-plan-card__header">
        {plan.organization.metadata.image && (
          <img className="qs-plan-card__logo" src={plan.organization.metadata.image} alt="" width={96} height={40} loading="lazy" />
        )}
        <div>
          <h3 id={`plan-${plan.id}`} className="qs-plan-card__name">
            {plan.displayName}
          </h3>
          <p className="qs-plan-card__org">{plan.organization.displayName}</p>
        </div>
      </header>
      <p className="qs-plan-card__price">
        <span className="qs-plan-card__amount">{formatCop(plan.price.minPrice)}</span>
        <span className="qs-plan-card__suffix">{priceSuffix(plan, t)}</span>
      </p>
      {plan.insuranceType.name === 'SEGURO_COLECTIVO' && (
        <p className="qs-plan-card__warning">{t('card.minEmployees', { count: minSubscribers ?? 1 })}</p>
      )}
      <a
        className="qs-plan-card__link"
        href={plan.url}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpenDetail(plan);
        }}
      >
        {t('card.seePlan')}
        <span className="qs-visually-hidden"> {plan.displayName}</span>
      </a>
      {compareControl}
    </article>
  );
};
