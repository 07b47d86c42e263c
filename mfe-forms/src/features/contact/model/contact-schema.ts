import { z } from '../../../common/model/zod';
import { authorisationField } from '../../../common/model/data-authorisation';
import {
  emailField,
  employeesField,
  nameField,
  phoneField,
  type LeadMessages,
} from '../../../common/model/lead-fields';

/** The contact form's field rules (docs/product/forms.md#field-rules); the employee count is only asked for group insurance. */
export const makeContactSchema = (isGroup: boolean, messages: LeadMessages) =>
  z.object({
    name: nameField(messages),
    phone: phoneField(messages),
    email: emailField(messages),
    message: z.string(),
    employees: isGroup ? employeesField(messages) : z.string(),
    autorizacionDatos: authorisationField(messages.authorisationRequired),
  });

export type ContactSchema = ReturnType<typeof makeContactSchema>;
export type ContactValues = z.input<ContactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  employees: '',
  autorizacionDatos: false,
};

/** Insurance types sold to companies, which ask for the employee count (docs/product/forms.md#field-rules). */
const GROUP_TYPES = new Set(['colectivo', 'SEGURO_COLECTIVO', 'SEGURO COLECTIVO']);
export const isGroupInsurance = (productType?: string): boolean => GROUP_TYPES.has(productType ?? '');
