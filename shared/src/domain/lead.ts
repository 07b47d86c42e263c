import type { ContractLeadAnswer, DataAuthorisation, DataSocio } from '../api/contract';
import type { Profile } from './profile';

/**
 * Advisor assigned by the server (dataSocio, from the API contract). An answer kept in the browser by an older
 * version may lack the WhatsApp numbers and calendly; the card picks a number at random (docs/product/forms.md#advisor-card).
 */
export type Advisor = Omit<DataSocio, 'telefonos' | 'calendly'> & Partial<Pick<DataSocio, 'telefonos' | 'calendly'>>;

/** A lead's answer (the contract's), read with the older advisors too. */
export type LeadAnswer = Omit<ContractLeadAnswer, 'dataSocio'> & { dataSocio: Advisor | null };

export interface ContactRequest {
  tipo: number;
  first_name: string;
  telefono: string;
  email: string;
  mensaje?: string;
  cantidadEmpleados?: number;
  productType?: string;
  productCode?: string;
  origin_url?: string;
  /** Answers of a dynamic form that map to no contact field, by fldName (docs/product/forms.md#dynamic-form). */
  unrecognizedAdditionalData?: Record<string, string | number | boolean | null>;
  /** The profile the visitor entered for the plan the request is about (its pets, for a pet plan) (docs/product/forms.md#contact-widget). */
  datosingresados?: Profile;
  /** The visitor's authorisation of the processing of their data (docs/security.md#data-authorisation). */
  autorizacionDatos: DataAuthorisation;
}
