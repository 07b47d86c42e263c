import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadMessages } from '../../../common/model/lead-fields';
import type { CheckoutMessages } from '../model/checkout-schemas';

/** The purchase forms' texts (i18n `checkout.errors` and the lead forms' `lead.errors`). */
export const useCheckoutMessages = (): CheckoutMessages => {
  const { t } = useTranslation('forms');
  return useMemo(
    () => ({
      lead: t('lead.errors', { returnObjects: true }) as LeadMessages,
      required: t('checkout.errors.required'),
      document: t('checkout.errors.document'),
      birthDate: t('checkout.errors.birthDate'),
      adult: t('checkout.errors.adult'),
      address: t('checkout.errors.address'),
      city: t('checkout.errors.city'),
      details: t('checkout.errors.details'),
      truthful: t('checkout.errors.truthful'),
      companyName: t('checkout.errors.companyName'),
      nit: t('checkout.errors.nit'),
      employees: (minimum: number) => t('checkout.errors.employees', { minimum }),
      tooMany: t('checkout.errors.tooMany'),
      employeeAge: t('checkout.errors.employeeAge'),
      repeated: t('checkout.errors.repeated'),
      sensitiveAuthorisation: t('authorisation.sensitiveRequired'),
    }),
    [t],
  );
};
