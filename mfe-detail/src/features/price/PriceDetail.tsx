import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCop, type PlanDetail } from '@qs/shared';
import { ProfileEntryModal } from '../detail-shared/ProfileEntryModal';
import { priceUnitOf, startingPriceOf, useProfilePricing } from '../detail-shared/useProfilePricing';
import { CoverageAmounts } from './CoverageAmounts';
import { ProfilePriceTable } from './ProfilePriceTable';
import './price.css';

export interface PriceDetailProps {
  plan: PlanDetail;
}

/**
 * The 'Detalle-de-Precio' tab: the plan's price for the visitor's profile, person by person, or the
 * starting price and a prompt to enter the profile; then top amounts and copagos per benefit.
 */
export const PriceDetail = ({ plan }: PriceDetailProps) => {
  const { t } = useTranslation('detail');
  const pricing = useProfilePricing(plan);
  const [profileOpen, setProfileOpen] = useState(false);
  const unit = priceUnitOf(plan);

  return (
    <div className="qs-price">
      <section className="qs-price__profile" aria-labelledby="qs-price-title">
        <h2 id="qs-price-title">{pricing.profile ? t('price.forProfile') : t('price.title')}</h2>
        {pricing.profile ? (
          <ProfilePriceTable pricing={pricing} unit={unit} />
        ) : (
          <>
            <p className="qs-price__from">
              {t('price.from')} <strong>{formatCop(startingPriceOf(plan))}</strong>
              {unit}
            </p>
            <p>{t('price.noProfile')}</p>
          </>
        )}
        <button type="button" className="qs-button qs-button--secondary" onClick={() => setProfileOpen(true)}>
          {pricing.profile ? t('price.edit') : t('price.enter')}
        </button>
      </section>
      <CoverageAmounts plan={plan} />
      <ProfileEntryModal open={profileOpen} formKey={pricing.formKey} onClose={() => setProfileOpen(false)} />
    </div>
  );
};
