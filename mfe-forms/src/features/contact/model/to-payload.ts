import type { DataAuthorisation, Profile } from '@qs/shared';
import { parseThousands } from '../../../common/model/thousands';
import type { ContactPayload } from '../api/send-contact';
import type { ContactValues } from './contact-schema';

/**
 * Business line of leads whose page did not name one. The contract leaves the ids to the
 * API's catalogue; 1 is the general health line there.
 */
export const DEFAULT_BUSINESS_LINE = 1;

export interface PayloadContext {
  isGroup: boolean;
  productType?: string;
  productCode?: string;
  businessLine?: number;
  /** The profile entered for the plan (`enteredProfileFor`), sent as datosingresados. */
  profile?: Profile;
  /** The visitor's data authorisation (docs/security.md#data-authorisation). */
  authorisation: DataAuthorisation;
}

/** Form values → the API's Spanish field names (docs/product/forms.md#contact-widget). */
export const toContactPayload = (values: ContactValues, context: PayloadContext): ContactPayload => ({
  tipo: context.businessLine ?? DEFAULT_BUSINESS_LINE,
  businessLine: context.businessLine,
  first_name: values.name.trim(),
  telefono: values.phone.trim(),
  email: values.email.trim(),
  mensaje: values.message.trim() || undefined,
  cantidadEmpleados: context.isGroup ? (parseThousands(values.employees) ?? undefined) : undefined,
  productType: context.productType,
  productCode: context.productCode,
  datosingresados: context.profile,
  origin_url: location.href,
  autorizacionDatos: context.authorisation,
});
