import { useTranslation } from 'react-i18next';
import { type LeadSendStatus, QueuedNotice } from '../../lead-outbox';

export interface ContactOutcomeProps {
  status: LeadSendStatus;
}

/**
 * What became of the visitor's contact request (docs/product/forms.md#contact-widget), the same for the fixed and the
 * dynamic form: sent, kept in the browser's outbox, or refused with the API's reason or the product's failure text.
 */
export const ContactOutcome = ({ status }: ContactOutcomeProps) => {
  const { t } = useTranslation('forms');
  return (
    <>
      {status.kind === 'sent' && (
        <p className="qs-contact__success" role="status">
          {t('lead.success')}
        </p>
      )}
      {status.kind === 'queued' && <QueuedNotice className="qs-contact__queued" />}
      {status.kind === 'failed' && (
        <p className="qs-contact__failure" role="alert">
          {status.reason ?? t('lead.failure', { email: status.supportEmail })}
        </p>
      )}
    </>
  );
};
