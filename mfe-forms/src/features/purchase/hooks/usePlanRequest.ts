import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError, getEventBus, getSupportEmail, getPartner, readProfile, readSwitches, type LeadAnswer, type PlanDetail } from '@qs/shared';
import type { LeadMessages } from '../../../lib/lead-fields';
import { readPurchaseInitialData } from '../../../lib/purchase-initial-data';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { sendPlanRequest } from '../api/send-plan-request';
import { isCompanyPlan, planMinEmployees, profileTypeOf } from '../model/plan-facts';
import { makePurchaseSchema } from '../model/purchase-schema';
import { prefillFrom, toPlanRequest } from '../model/to-plan-request';

export type PlanRequestStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; lead: LeadAnswer }
  /** `reason`: the API's own message when it refused the data (400), else the seed's failure text applies. */
  | { kind: 'failed'; supportEmail: string; reason?: string; serverError?: unknown };

/**
 * The plan request form: prefilled from the stored profile, validated with the seed's rules,
 * sent once per body (Idempotency-Key), announced on the bus as contact/sent.
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
  const [status, setStatus] = useState<PlanRequestStatus>({ kind: 'idle' });
  const idempotency = useIdempotencyKey();
  const inFlight = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    if (inFlight.current) return; // a second click in the same frame, before the button is disabled
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      const payload = toPlanRequest(values, {
        plan,
        profile: readProfile(profileType),
        isInternalTraffic: readSwitches()['internal-traffic'],
        partnerSubdomain: getPartner()?.name ?? null,
        page: location,
      });
      const lead = await sendPlanRequest(payload, idempotency.keyFor(payload));
      idempotency.forget();
      setStatus({ kind: 'sent', lead });
      getEventBus().emit('contact/sent', { lead, productCode: plan.productCode });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) idempotency.forget();
      console.error('Error en solicitud de plan.', error);
      const reason = error instanceof ApiError && error.status === 400 ? error.message : undefined;
      // The send was already retried (PLAN_REQUEST_RETRY): a 5xx or no answer now is a server failure that
      // repeated, which the server-error box explains (seed 001 §2). A 4xx is about the data.
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setStatus({ kind: 'failed', supportEmail: await getSupportEmail(), reason, serverError: clientError ? undefined : error });
    } finally {
      inFlight.current = false;
    }
  });

  return { form, company, status, submit };
};

export type PlanRequestState = ReturnType<typeof usePlanRequest>;
