import type { Ref } from 'react';
import './header.css';
import { useTranslation } from 'react-i18next';
import { partnerLayout, type PlanDetail, type PlanPrice } from '@qs/shared';
import { PlanPriceText } from '../../pricing';
import { TabActions } from '../../tabs';
import { PaymentMethods } from './PaymentMethods';
import { ScoreStars } from './ScoreStars';

export interface PlanHeaderProps {
  plan: PlanDetail;
  /** The plan's one price for this visitor (useProfilePricing's `displayed`). */
  price: PlanPrice | null;
  /** Visible tabs and the active one, for the header's tab buttons. */
  tabs: PlanDetail['tabs'];
  active: string;
  onOpenTab: (url: string) => void;
  /** Observed to show the fixed bar once the header leaves the screen. */
  headerRef?: Ref<HTMLElement>;
}

/** The header (docs/product/detail.md#header): optional logo, then organization | price and score (bordered) | payment methods. */
export const PlanHeader = ({ plan, price, tabs, active, onOpenTab, headerRef }: PlanHeaderProps) => {
  const { t } = useTranslation('detail');
  const logo = plan.organization.metadata.image;
  return (
    <header ref={headerRef} className={`qs-plan-header${logo ? ' qs-plan-header--logo' : ''}`}>
      {logo && (
        <img className="qs-plan-header__logo" src={logo} alt={plan.organization.displayName} width={120} height={60} />
      )}
      <div className="qs-plan-header__column">
        <h1 className="qs-plan-header__title">{plan.displayName}</h1>
        <p className="qs-plan-header__org">
          {t('detail.organization')}: <span>{plan.organization.displayName}</span>
        </p>
        <p className="qs-plan-header__type">{plan.insuranceType.displayName}</p>
      </div>
      <div className="qs-plan-header__column qs-plan-header__column--bordered">
        <p className="qs-plan-header__price">
          <PlanPriceText price={price} />
        </p>
        {/* A partner may turn off the score (docs/product/shell.md#partner-layout-switches). */}
        {partnerLayout().score && <ScoreStars score={plan.score} />}
      </div>
      <div className="qs-plan-header__column">
        <PaymentMethods planId={plan.id} />
        <TabActions tabs={tabs} active={active} onOpenTab={onOpenTab} />
      </div>
    </header>
  );
};
