import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCop, sitePath, type LandingPlan } from '@qs/shared';

/** The plans of a company landing, or the plans whose network has a clinic, each to its detail page. */
export const LandingPlans = ({ plans }: { plans: readonly LandingPlan[] }) => {
  const { t } = useTranslation('content');
  const headingId = useId();
  return (
    <section className="qs-landing-plans" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.plans.title')}</h2>
      <ul>
        {plans.map((plan) => {
          const href = sitePath(plan.url);
          return (
            <li key={plan.id} className="qs-landing-plans__item">
              {href ? <Link to={href}>{plan.displayName}</Link> : <span>{plan.displayName}</span>}
              <span className="qs-landing-plans__price">
                {t('landing.plans.price', { price: formatCop(plan.price), unit: plan.priceSuffix })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
