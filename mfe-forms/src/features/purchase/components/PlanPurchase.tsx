import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ErrorPanel,
  paths,
  readProfile,
  Spinner,
  useStoredProfile,
  type PlanDetail,
  type PlanPrice,
  type Profile,
  type PurchaseView,
} from '@qs/shared';
import { Checkout } from '../../checkout';
import { profileTypeOf, saleModeOf } from '../model/plan-facts';
import type { HeadingLevel } from '../../../common/components/Heading';
import { usePlanByCode } from '../api/get-plan';
import { usePlanPrice } from '@qs/shared';
import { ChoosePlan } from './ChoosePlan';
import { PlanRequest } from './PlanRequest';
import { PlanSummary } from './PlanSummary';

export interface PlanPurchaseProps {
  productCode: string;
  mode: 'page' | 'outlet';
  headingLevel: HeadingLevel;
}

/** Only a profile the visitor submitted counts (ingresodatos), as on the plan page: a half-filled form is not who they are. */
const entered = (profile: Profile | null): Profile | null => (profile?.ingresodatos ? profile : null);

/** Loads the plan of the code, then shows it with its request form. */
export const PlanPurchase = ({ productCode, mode, headingLevel }: PlanPurchaseProps) => {
  const { t } = useTranslation('forms');
  const { state, retry } = usePlanByCode(productCode);

  switch (state.status) {
    case 'loading':
      return <Spinner label={t('purchase.loading')} minHeight={560} />;
    case 'error':
      return (
        <ErrorPanel
          title={t('purchase.loadError.title')}
          description={t('purchase.loadError.description')}
          onRetry={retry}
        />
      );
    case 'not-found':
      // A plan that does not exist sends the visitor to the comparison (docs/product/forms.md#online-purchase). Over
      // another page (outlet) the visitor stays where they are and is told instead.
      if (mode === 'page') return <Navigate to={paths.compareRoot.getHref()} replace />;
      return <ChoosePlan headingLevel={headingLevel} reason={t('purchase.notFound', { code: productCode })} />;
    case 'ready':
      return <LoadedPlan plan={state.value} headingLevel={headingLevel} />;
  }
};

/**
 * The plan with one price (docs/product/forms.md#online-purchase): the purchase's once there is one (what is charged,
 * repriced by the birth date it collects), else the price for the visitor's profile, else the starting price.
 */
const LoadedPlan = ({ plan, headingLevel }: { plan: PlanDetail; headingLevel: HeadingLevel }) => {
  const profileType = profileTypeOf(plan);
  const profile = entered(useStoredProfile(profileType));
  const { state: profilePrice } = usePlanPrice(plan.id, profile, profileType);
  const [purchase, setPurchase] = useState<PurchaseView | null>(null);
  // Once bought online, asking an advisor to contract the same plan is no longer offered.
  const [bought, setBought] = useState(false);
  const onFinished = useCallback(() => setBought(true), []);
  // A cancelled purchase is no price of the visitor's any more.
  const purchasePrice = purchase && purchase.leadStatus.id !== 3 ? purchase.price : null;
  const price: PlanPrice | null =
    purchasePrice ??
    (!profile
      ? plan.price
      : profilePrice.status === 'ready'
        ? profilePrice.value.price
        : profilePrice.status === 'loading'
          ? null
          : plan.price);
  // A plan sold online is bought here (docs/adr/0019-online-purchase.md); the advisor's form stays beside it
  // for whoever prefers help.
  const online = saleModeOf(plan) === 'online' || saleModeOf(plan) === 'mixed';
  return (
    <div className="qs-purchase__layout">
      <PlanSummary plan={plan} price={price} headingLevel={headingLevel} />
      <div className="qs-purchase__actions">
        {online && (
          <Checkout
            productCode={plan.productCode}
            profile={() => entered(readProfile(profileType))}
            headingLevel={headingLevel}
            onFinished={onFinished}
            onPurchase={setPurchase}
          />
        )}
        {!bought && <PlanRequest plan={plan} headingLevel={headingLevel} />}
      </div>
    </div>
  );
};
