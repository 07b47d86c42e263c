import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCop, type PlanDetail, type PlanPrice } from '@qs/shared';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import { isCompanyPlan, planMinEmployees, saleModeOf } from '../model/plan-facts';

export interface PlanSummaryProps {
  plan: PlanDetail;
  /** The one price the visitor is shown: for their profile or the purchase, 'Desde' only without a profile; null while it is on its way. */
  price: PlanPrice | null;
  headingLevel: HeadingLevel;
}

/** The chosen plan: company, name, its price, how it is contracted and the company minimum. */
export const PlanSummary = ({ plan, price, headingLevel }: PlanSummaryProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const logo = plan.organization.metadata.image;
  return (
    <section className="qs-purchase__plan" aria-labelledby={titleId}>
      {logo && <img className="qs-purchase__logo" src={logo} alt="" width={96} height={40} />}
      <div className="qs-purchase__plan-text">
        <Heading level={headingLevel} id={titleId} className="qs-purchase__plan-name">
          {plan.displayName}
        </Heading>
        <p className="qs-purchase__plan-meta">
          {plan.organization.displayName} · {plan.insuranceType.displayName}
        </p>
        {/* The line keeps its height while the profile's price is on its way (no layout shift, no 'Desde' that is not the visitor's). */}
        <p className="qs-purchase__price" aria-busy={price === null}>
          {price && (
            <>
              {t(price.basis === 'profile' ? 'purchase.plan.forProfile' : 'purchase.plan.from')}{' '}
              <strong>{formatCop(price.minPrice)}</strong> {price.suffix}
            </>
          )}
        </p>
        {isCompanyPlan(plan) && (
          <p className="qs-purchase__warning">{t('purchase.errors.planMinimum', { count: planMinEmployees(plan) })}</p>
        )}
        <p className="qs-purchase__sale">{t(`purchase.plan.sale.${saleModeOf(plan)}`)}</p>
        <Link className="qs-purchase__detail-link" to={plan.url}>
          {t('purchase.plan.detail')}
        </Link>
      </div>
    </section>
  );
};
