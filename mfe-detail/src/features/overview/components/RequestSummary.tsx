import { useState } from 'react';
import { ProfileModal, profileWording } from '@qs/shared';
import { useTranslation } from 'react-i18next';
import { PlanPriceText, type ProfilePricing } from '../../pricing';
import { PersonsMessage } from './PersonsMessage';

export interface RequestSummaryProps {
  /** The page's one pricing: the summary shows the price the header and the bottom bar show. */
  pricing: ProfilePricing;
}

/**
 * The request summary (docs/product/detail.md#request-summary): the people of the visitor's profile and the plan's price for them, with the
 * button that opens the large profile-entry modal. A submitted profile re-prices through the bus.
 */
export const RequestSummary = ({ pricing }: RequestSummaryProps) => {
  const { t } = useTranslation('detail');
  const [open, setOpen] = useState(false);
  const { profile, price, people, displayed } = pricing;
  const wording = profileWording(pricing.formKey);

  return (
    <section className="qs-overview__summary" aria-labelledby="qs-overview-summary">
      <h2 id="qs-overview-summary">{t('overview.summary.title')}</h2>
      {!profile && (
        <>
          <p>{t('overview.summary.noProfile', { context: wording })}</p>
          <p className="qs-overview__summary-price">
            <PlanPriceText price={displayed} />
          </p>
        </>
      )}
      {profile && price.status === 'loading' && <p role="status">{t('overview.summary.loading')}</p>}
      {profile && (price.status === 'error' || price.status === 'not-found') && (
        <p role="alert">{t('overview.summary.error')}</p>
      )}
      {profile && price.status === 'ready' && (
        <>
          <p className="qs-overview__summary-price">
            <PlanPriceText price={displayed} />
          </p>
          <PersonsMessage people={people} wording={wording} />
        </>
      )}
      <button type="button" className="qs-button qs-button--secondary" onClick={() => setOpen(true)}>
        {t(profile ? 'overview.summary.edit' : 'overview.summary.enter', { context: wording })}
      </button>
      <ProfileModal
        open={open}
        size="large"
        productType={pricing.formKey}
        submitLabel={t('overview.profileModal.submit')}
        onClose={() => setOpen(false)}
      />
    </section>
  );
};
