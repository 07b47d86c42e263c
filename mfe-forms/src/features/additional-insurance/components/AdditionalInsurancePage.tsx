import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner } from '@qs/shared';
import { useAdditionalInsuranceRequest } from '../hooks/useAdditionalInsuranceRequest';
import { useRequestOptions } from '../hooks/useRequestOptions';
import { AdditionalInsuranceForm } from './AdditionalInsuranceForm';
import { RequestSent } from './RequestSent';
import './additional-insurance.css';

/**
 * /Seguro-Adicional (docs/product/forms.md#additional-insurance): a visitor who has an EPS or a prepaid medicine plan
 * asks for an insurance that complements it; the form is replaced by the outcome once the API stored the request.
 */
export const AdditionalInsurancePage = () => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const options = useRequestOptions();
  const request = useAdditionalInsuranceRequest();

  const content =
    request.status.kind === 'sent' ? (
      <RequestSent lead={request.status.lead} headingLevel={2} />
    ) : options.state.status === 'ready' ? (
      <AdditionalInsuranceForm request={request} options={options.state.value} />
    ) : options.state.status === 'loading' ? (
      <Spinner label={t('profile.loading')} minHeight={480} />
    ) : (
      <ErrorPanel
        title={t('additionalInsurance.loadFailed.title')}
        description={t('additionalInsurance.loadFailed.description')}
        onRetry={options.retry}
      />
    );

  return (
    <article className="qs-additional" aria-labelledby={titleId}>
      <h1 id={titleId} className="qs-additional__title">
        {t('additionalInsurance.title')}
      </h1>
      <p className="qs-additional__intro">{t('additionalInsurance.intro')}</p>
      {content}
    </article>
  );
};
