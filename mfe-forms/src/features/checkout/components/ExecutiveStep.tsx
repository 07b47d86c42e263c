import { useTranslation } from 'react-i18next';
import type { PurchaseView } from '@qs/shared';
import { useStepSubmit } from '../hooks/useStepSubmit';

/** The executive the purchase's lead was assigned, and the company's confirmation. */
export const ExecutiveStep = ({
  purchase,
  onConfirm,
}: {
  purchase: PurchaseView;
  onConfirm: () => Promise<unknown>;
}) => {
  const { t } = useTranslation('forms');
  const { saving, failure, run } = useStepSubmit();
  const executive = purchase.executive;
  return (
    <div className="qs-checkout__executive">
      {executive ? (
        <>
          <p className="qs-checkout__intro">{t('checkout.company.executiveIntro')}</p>
          <p className="qs-checkout__executive-name">
            {executive.nombres} {executive.apellidos}
          </p>
          <p>
            <a href={`tel:${executive.telefono_1}`}>{executive.telefono_1}</a> ·{' '}
            <a href={`mailto:${executive.email_corporativo}`}>{executive.email_corporativo}</a>
          </p>
        </>
      ) : (
        <p className="qs-checkout__intro">{t('checkout.company.noExecutive')}</p>
      )}
      {failure && (
        <p className="qs-checkout__failure" role="alert">
          {failure}
        </p>
      )}
      <button
        type="button"
        className="qs-button qs-checkout__submit"
        disabled={saving}
        onClick={() => void run(onConfirm)}
      >
        {saving ? t('checkout.saving') : t('checkout.company.confirm')}
      </button>
    </div>
  );
};
