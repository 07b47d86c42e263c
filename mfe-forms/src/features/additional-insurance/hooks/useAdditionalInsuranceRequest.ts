import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { getPartner, readSwitches } from '@qs/shared';
import type { LeadMessages } from '../../../common/model/lead-fields';
import { authorisationOrError } from '../../../common/api/authorisation-or-error';
import { useLeadOutbox } from '../../lead-outbox';
import { ADDITIONAL_INSURANCE_PATH } from '../api/additional-insurance-api';
import { EMPTY_REQUEST, makeRequestSchema } from '../model/request-schema';
import { toRequest } from '../model/to-request';

/**
 * The additional-insurance request (docs/product/forms.md#additional-insurance): validated with the lead rules and its
 * own, sent once per body (Idempotency-Key) through the page's outbox, which tries it three times 1500 ms apart and
 * keeps it until the API stores it.
 */
export const useAdditionalInsuranceRequest = () => {
  const { t } = useTranslation('forms');
  const schema = useMemo(
    () =>
      makeRequestSchema({
        lead: t('lead.errors', { returnObjects: true }) as LeadMessages,
        institution: t('additionalInsurance.errors.institution'),
        cover: t('additionalInsurance.errors.cover'),
        region: t('additionalInsurance.errors.region'),
        insured: t('additionalInsurance.errors.insured'),
        documentRequired: t('additionalInsurance.errors.documentRequired'),
        documentInvalid: t('purchase.errors.documentInvalid'),
      }),
    [t],
  );
  const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues: EMPTY_REQUEST });
  const outbox = useLeadOutbox({
    kind: 'additional_insurance',
    path: ADDITIONAL_INSURANCE_PATH,
    logMessage: 'Error en solicitud de seguro adicional.',
  });

  const submit = form.handleSubmit(async (values) => {
    if (outbox.status.kind === 'sending') return; // a second click in the same frame
    const authorisation = await authorisationOrError(form, t('authorisation.unavailable'));
    if (!authorisation) return;
    outbox.send(
      toRequest(values, {
        isInternalTraffic: readSwitches()['internal-traffic'],
        partnerSubdomain: getPartner()?.name ?? null,
        page: location,
        authorisation,
      }),
    );
  });

  const { status } = outbox;
  const serverError = status.kind === 'queued' ? (status.lastError ?? 'server') : null;
  return { form, status, submit, serverError };
};

export type AdditionalInsuranceRequestState = ReturnType<typeof useAdditionalInsuranceRequest>;
