import { z } from '../../../common/model/zod';
import { authorisationField } from '../../../common/model/data-authorisation';
import { emailField, nameField, phoneField, type LeadMessages } from '../../../common/model/lead-fields';

/** What the visitor may complement their plan with (the API's `cobertura` values), in the form's order. */
export const COVERS = ['hospitalizacion', 'enfermedades_graves', 'renta_diaria', 'accidentes'] as const;
/** When they prefer to be called, within the advisors' hours (the API's `horarioContacto` values). */
export const CONTACT_TIMES = ['manana', 'mediodia', 'tarde'] as const;
export const MAX_INSURED = 8;

/** The API's rule for the ID number (cédula): 5 to 12 digits, written with dots or spaces if the visitor likes. */
const DOCUMENT_PATTERN = /^\d{5,12}$/;
export const documentDigits = (text: string): string => text.replace(/[\s.]/g, '');

export interface RequestMessages {
  lead: LeadMessages;
  institution: string;
  cover: string;
  region: string;
  insured: string;
  documentRequired: string;
  documentInvalid: string;
}

/** The additional-insurance request (docs/product/forms.md#additional-insurance): the lead rules plus its own choices. */
export const makeRequestSchema = (messages: RequestMessages) =>
  z.object({
    institution: z.string().min(1, messages.institution),
    cover: z.string().min(1, messages.cover),
    region: z.string().min(1, messages.region),
    provider: z.string(),
    insured: z.string().refine((value) => {
      const count = Number(value);
      return Number.isInteger(count) && count >= 1 && count <= MAX_INSURED;
    }, messages.insured),
    name: nameField(messages.lead),
    document: z.string().superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: messages.documentRequired });
      else if (!DOCUMENT_PATTERN.test(documentDigits(value)))
        ctx.addIssue({ code: 'custom', message: messages.documentInvalid });
    }),
    phone: phoneField(messages.lead),
    email: emailField(messages.lead),
    message: z.string(),
    autorizacionDatos: authorisationField(messages.lead.authorisationRequired),
  });

export type RequestValues = z.input<ReturnType<typeof makeRequestSchema>>;

/** A new form: nothing chosen for the visitor but one insured person; the authorisation unticked. */
export const EMPTY_REQUEST: RequestValues = {
  institution: '',
  cover: '',
  region: '',
  provider: '',
  insured: '1',
  name: '',
  document: '',
  phone: '',
  email: '',
  message: '',
  autorizacionDatos: false,
};
