import type { DataAuthorisation, PlanDetail, Profile } from '@qs/shared';
import type { PurchaseInitialData } from '../../advisor';
import { formatThousands, parseThousands } from '../../../common/model/thousands';
import type { PlanRequestPayload } from '../api/send-plan-request';
import { isCompanyPlan, saleModeOf } from './plan-facts';
import { documentDigits, type PurchaseValues } from './purchase-schema';

export interface PlanRequestContext {
  plan: PlanDetail;
  /** The visitor's stored profile for this plan's product type, sent as perfil. */
  profile: Profile | null;
  isInternalTraffic: boolean;
  partnerSubdomain: string | null;
  page: Pick<Location, 'href' | 'hostname' | 'pathname'>;
  /** The visitor's data authorisation (docs/security.md#data-authorisation). */
  authorisation: DataAuthorisation;
}

/** Form values → the API's Spanish field names. */
export const toPlanRequest = (
  values: PurchaseValues,
  { plan, profile, isInternalTraffic, partnerSubdomain, page, authorisation }: PlanRequestContext,
): PlanRequestPayload => ({
  productCode: plan.productCode,
  first_name: values.name.trim(),
  telefono: values.phone.trim(),
  email: values.email.trim(),
  documento: documentDigits(values.document) || undefined,
  cantidadEmpleados: isCompanyPlan(plan) ? (parseThousands(values.employees) ?? undefined) : undefined,
  mensaje: values.message.trim() || undefined,
  perfil: profile ?? undefined,
  plan: {
    id: plan.id,
    displayName: plan.displayName,
    organization: plan.organization.displayName,
    price: plan.price.minPrice,
    url: plan.url,
  },
  hasOnlineOnboarding: saleModeOf(plan) !== 'executive',
  isInternalTraffic,
  origin_url: page.href,
  originLead: { domain: page.hostname, subdomain: partnerSubdomain ?? '', url: page.pathname },
  autorizacionDatos: authorisation,
});

/**
 * What the stored profile can fill in (docs/product/forms.md#online-purchase: profile fields: nombre, email, telefono, employees).
 * The initial data the advisor card's 'Comprar online' carries (what the visitor just typed in the contact
 * form, docs/product/forms.md#online-purchase) is newer than the profile, so it wins field by field.
 */
export const prefillFrom = (profile: Profile | null, initial: PurchaseInitialData | null = null): PurchaseValues => {
  const employees = profile?.colectivo?.cantidadempleados;
  return {
    name: initial?.name || profile?.nombre || '',
    phone: initial?.phone || profile?.telefono || '',
    email: initial?.email || profile?.email || '',
    document: '',
    employees: typeof employees === 'number' && employees > 0 ? formatThousands(String(employees)) : '',
    message: '',
    // Asked again on every request, never carried over (docs/security.md#data-authorisation).
    autorizacionDatos: false,
  };
};
