import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileModal, profileWording, type PlanDetail } from '@qs/shared';
import { PlanPriceText, type ProfilePricing } from '../../pricing';
import { CoverageAmounts } from './CoverageAmounts';
import { ProfilePriceTable } from './ProfilePriceTable';
import './price.css';

export interface PriceDetailProps {
  plan: PlanDetail;
  /** The page's one pricing (PlanDetailContent), shared with the header and the bottom bar. */
  pricing: ProfilePricing;
}

/**
 * The 'Detalle-de-Precio' tab: the plan's price for the visitor's profile, person by person, or the
 * starting price and a prompt to enter the profile; then top amounts and copagos per benefit.
 */
export const PriceDetail = ({ plan, pricing }: PriceDetailProps) => {
  const { t } = useTranslation('detail');
  const [profileOpen, setProfileOpen] = useState(false);

  return (
    <div className="qs-price">
      <section className="qs-price__profile" aria-labelledby="qs-price-title">
        <h2 id="qs-price-title">{pricing.profile ? t('price.forProfile') : t('price.title')}</h2>
        {pricing.profile ? (
          <ProfilePriceTable pricing={pricing} />
        ) : (
          <>
            <p className="qs-price__from">
              <PlanPriceText price={pricing.displayed} />
            </p>
            <p>{t('price.noProfile', { context: profileWording(pricing.formKey) })}</p>
          </>
        )}
        <button type="button" className="qs-button qs-button--secondary" onClick={() => setProfileOpen(true)}>
          {t(pricing.profile ? 'price.edit' : 'price.enter', { context: profileWording(pricing.formKey) })}
        </button>
      </section>
      <CoverageAmounts plan={plan} />
      <ProfileModal
        open={profileOpen}
        size="large"
        productType={pricing.formKey}
        submitLabel={t('overview.profileModal.submit')}
        onClose={() => setProfileOpen(false)}
      />
    </div>
  );
};
