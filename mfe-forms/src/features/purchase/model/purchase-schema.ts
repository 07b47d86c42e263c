import { z } from '../../../common/model/zod';
import { MIN_GROUP_EMPLOYEES } from '../../../common/model/group-rules';
import { authorisationField } from '../../../common/model/data-authorisation';
import {
  emailField,
  employeesField,
  nameField,
  phoneField,
  type LeadMessages,
} from '../../../common/model/lead-fields';

/** The API's rule for the optional ID number (cédula): 5 to 12 digits. */
const DOCUMENT_PATTERN = /^\d{5,12}$/;
/** People write a cédula with dots or spaces (1.020.304.050). */
export const documentDigits = (text: string): string => text.replace(/[\s.]/g, '');

export interface PurchaseRules {
  company: boolean;
  /** The plan's minsubscribers. */
  planMinimum: number;
}

export interface PurchaseMessages {
  lead: LeadMessages;
  documentInvalid: string;
  groupMinimum: string;
  planMinimum: (count: number) => string;
}

/** Company plans: Colombia's minimum of 10 (docs/product/forms.md#online-purchase), then the plan's own minimum. */
const employeeMinimum = (rules: PurchaseRules, messages: PurchaseMessages) => (count: number) => {
  if (count < MIN_GROUP_EMPLOYEES) return messages.groupMinimum;
  return count < rules.planMinimum ? messages.planMinimum(rules.planMinimum) : null;
};

/** The plan request form: the contact rules (docs/product/forms.md#field-rules) plus the ID number and employee minimums. */
export const makePurchaseSchema = (rules: PurchaseRules, messages: PurchaseMessages) =>
  z.object({
    name: nameField(messages.lead),
    phone: phoneField(messages.lead),
    email: emailField(messages.lead),
    document: z
      .string()
      .refine((value) => value.trim() === '' || DOCUMENT_PATTERN.test(documentDigits(value)), messages.documentInvalid),
    employees: rules.company ? employeesField(messages.lead, employeeMinimum(rules, messages)) : z.string(),
    message: z.string(),
    autorizacionDatos: authorisationField(messages.lead.authorisationRequired),
  });

export type PurchaseValues = z.input<ReturnType<typeof makePurchaseSchema>>;
