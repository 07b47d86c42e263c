import { useTranslation } from 'react-i18next';
import type { ContactWidgetProps, LeadAnswer } from '@qs/shared';
import { ContactOutcome } from './ContactOutcome';
import { isGroupInsurance } from '../model/contact-schema';
import { useDynamicContact, type SentContact } from '../hooks/useDynamicContact';
import { DynamicForm, isTravelProduct } from '../../dynamic-form';

export interface DynamicContactFormProps extends Pick<
  ContactWidgetProps,
  'productType' | 'productCode' | 'businessLine'
> {
  processId: string;
  onSent?: (lead: LeadAnswer, contact: SentContact) => void;
}

/** The contact widget's body when it has a dynamic-form process id (docs/product/forms.md#dynamic-form). */
export const DynamicContactForm = ({
  processId,
  productType,
  productCode,
  businessLine,
  onSent,
}: DynamicContactFormProps) => {
  const { t } = useTranslation('forms');
  const { status, submit, authorisationUnavailable } = useDynamicContact({
    productType,
    productCode,
    businessLine,
    onSent,
  });
  return (
    <>
      {status.kind !== 'travel' && <ContactOutcome status={status} />}
      {status.kind === 'travel' && (
        <p className="qs-dynamic__notice" role="status">
          {t('dynamicForm.travel.opened')}{' '}
          <a href={status.url} target="_blank" rel="noopener noreferrer">
            {t('dynamicForm.travel.link')}
          </a>
        </p>
      )}
      {authorisationUnavailable && (
        <p className="qs-field__error" role="alert">
          {t('authorisation.unavailable')}
        </p>
      )}
      {/* A travel quote goes to the provider's page, not to a lead: no authorisation is asked there. */}
      <DynamicForm
        processId={processId}
        onSubmit={submit}
        companyFields={isGroupInsurance(productType)}
        authorisation={!isTravelProduct(productType)}
      />
    </>
  );
};
