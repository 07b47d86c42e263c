import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getPartner, readProfile, readSwitches, type PlanDetail } from '@qs/shared';
import type { LeadMessages } from '../../../common/model/lead-fields';
import { authorisationOrError } from '../../../common/api/authorisation-or-error';
import { useLeadOutbox, type LeadSendStatus } from '../../lead-outbox';
import { PLAN_REQUEST_PATH } from '../api/send-plan-request';
import { readPurchaseInitialData } from '../../advisor';
import { isCompanyPlan, planMinEmployees, profileTypeOf } from '../model/plan-facts';
import { makePurchaseSchema } from '../model/purchase-schema';
import { prefillFrom, toPlanRequest } from '../model/to-plan-request';

export type PlanRequestStatus = LeadSendStatus;

/**
 * The plan request form: prefilled from the stored profile, validated with the product's rules (docs/product/forms.md#online-purchase),
 * sent once per body (Idempotency-Key) through the page's outbox, which keeps it until the API
 * confirms it and announces it on the bus as contact/sent.
 */
export const usePlanRequest = (plan: PlanDetail) => {
  const { t } = useTranslation('forms');
  const company = isCompanyPlan(plan);
  const planMinimum = planMinEmployees(plan);
  const profileType = profileTypeOf(plan);
  const schema = useMemo(
    () =>
      makePurchaseSchema(
        { company, planMinimum },
        {
          lead: t('lead.errors', { returnObjects: true }) as LeadMessages,
          documentInvalid: t('purchase.errors.documentInvalid'),
          groupMinimum: t('purchase.errors.groupMinimum'),
          planMinimum: (count) => t('purchase.errors.planMinimum', { count }),
        },
      ),
    [company, planMinimum, t],
  );
  const routeState: unknown = useLocation().state;
  const [defaultValues] = useState(() => prefillFrom(readProfile(profileType), readPurchaseInitialData(routeState)));
  const form = useForm({ resolver: zodResolver(schema), mode: 'all', defaultValues });
  const outbox = useLeadOutbox({
    kind: 'plan_request',
    path: PLAN_REQUEST_PATH,
    logMessage: 'Error en solicitud de plan.',
  });

  const submit = form.handleSubmit(async (values) => {
    if (outbox.status.kind === 'sending') return; // a second click in the same frame, before the button is disabled
    const authorisation = await authorisationOrError(form, t('authorisation.unavailable'));
    if (!authorisation) return;
    outbox.send(
      toPlanRequest(values, {
        plan,
        profile: readProfile(profileType),
        isInternalTraffic: readSwitches()['internal-traffic'],
        partnerSubdomain: getPartner()?.name ?? null,
        page: location,
        authorisation,
      }),
    );
  });

  const { status } = outbox;
  // The quick retries failed on the server and the request waits in the outbox: the server-error box
  // (docs/product/forms.md#server-error-box) says what the visitor can do meanwhile.
  const serverError = status.kind === 'queued' ? (status.lastError ?? 'server') : null;
  return { form, company, status, submit, serverError };
};

export type PlanRequestState = ReturnType<typeof usePlanRequest>;
