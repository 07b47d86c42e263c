import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, paths, readProfile, Spinner } from '@qs/shared';
import { Checkout } from '../../checkout';
import { profileTypeOf, saleModeOf } from '../model/plan-facts';
import type { HeadingLevel } from '../../../common/components/Heading';
import { usePlanByCode } from '../api/get-plan';
import { ChoosePlan } from './ChoosePlan';
import { PlanRequest } from './PlanRequest';
import { PlanSummary } from './PlanSummary';

export interface PlanPurchaseProps {
  productCode: string;
  mode: 'page' | 'outlet';
  headingLevel: HeadingLevel;
}

/** Loads the plan of the code, then shows it with its request form. */
export const PlanPurchase = ({ productCode, mode, headingLevel }: PlanPurchaseProps) => {
  const { t } = useTranslation('forms');
  const { state, retry } = usePlanByCode(productCode);
  // Once bought online, asking an advisor to contract the same plan is no longer offered.
  const [bought, setBought] = useState(false);

  switch (state.status) {
    case 'loading':
      return <Spinner label={t('purchase.loading')} minHeight={560} />;
    case 'error':
      return <ErrorPanel title={t('purchase.loadError.title')} description={t('purchase.loadError.description')} onRetry={retry} />;
    case 'not-found':
      // A plan that does not exist sends the visitor to the comparison (docs/product/forms.md#online-purchase). Over
      // another page (outlet) the visitor stays where they are and is told instead.
      if (mode === 'page') return <Navigate to={paths.compareRoot.getHref()} replace />;
      return <ChoosePlan headingLevel={headingLevel} reason={t('purchase.notFound', { code: productCode })} />;
    case 'ready': {
      const plan = state.value;
      // A plan sold online is bought here (docs/adr/0019-online-purchase.md); the advisor's form stays beside it
      // for whoever prefers help.
      const online = saleModeOf(plan) === 'online' || saleModeOf(plan) === 'mixed';
      return (
        <div className="qs-purchase__layout">
          <PlanSummary plan={plan} headingLevel={headingLevel} />
          <div className="qs-purchase__actions">
            {online && <Checkout productCode={plan.productCode} profile={() => readProfile(profileTypeOf(plan))} headingLevel={headingLevel} onFinished={() => setBought(true)} />}
            {!bought && <PlanRequest plan={plan} headingLevel={headingLevel} />}
          </div>
        </div>
      );
    }
  }
};
