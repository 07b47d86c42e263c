import type { Profile } from './profile';

/** Advisor assigned by the server (dataSocio). */
export interface Advisor {
  nombres: string;
  apellidos: string;
  telefono_1: string;
  /** The advisor's WhatsApp numbers; the card picks one at random (docs/product/forms.md#advisor-card). Older answers lack it. */
  telefonos?: string[];
  email_corporativo: string;
  calendly?: { active: boolean; url: string };
}

export interface LeadAnswer {
  id: number;
  createdAt: string;
  status: { id: number; name: string };
  dataSocio: Advisor | null;
}

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
}
