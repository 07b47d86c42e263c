import type { DataAuthorisation } from '@qs/shared';
import type { AdditionalInsurancePayload } from '../api/additional-insurance-api';
import { documentDigits, type RequestValues } from './request-schema';

export interface RequestContext {
  isInternalTraffic: boolean;
  partnerSubdomain: string | null;
  page: Pick<Location, 'href' | 'hostname' | 'pathname'>;
  authorisation: DataAuthorisation;
}

/** Form values → the API's field names. */
export const toRequest = (
  values: RequestValues,
  { isInternalTraffic, partnerSubdomain, page, authorisation }: RequestContext,
): AdditionalInsurancePayload => ({
  institucion: values.institution,
  cobertura: values.cover,
  regionNumero: values.region,
  prestador: values.provider ? Number(values.provider) : undefined,
  asegurados: Number(values.insured),
  first_name: values.name.trim(),
  documento: documentDigits(values.document),
  telefono: values.phone.trim(),
  email: values.email.trim(),
  mensaje: values.message.trim() || undefined,
  isInternalTraffic,
  origin_url: page.href,
  originLead: { domain: page.hostname, subdomain: partnerSubdomain ?? '', url: page.pathname },
  autorizacionDatos: authorisation,
});
