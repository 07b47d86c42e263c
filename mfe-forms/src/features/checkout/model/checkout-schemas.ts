import {
  cardNumberProblem,
  CARD_MESSAGES,
  expiryProblem,
  GROUP_EMPLOYEES_MIN,
  isValidNit,
  ONLINE_GROUP_EMPLOYEES_MAX,
  securityCodeProblem,
} from '@qs/shared';
import { z } from '../../../common/model/zod';
import { authorisationField } from '../../../common/model/data-authorisation';
import { emailField, nameField, phoneField, type LeadMessages } from '../../../common/model/lead-fields';

/**
 * The purchase steps' forms (docs/adr/0019-online-purchase.md): the contact rules of every form, the API's own rules
 * for a document, a birth date and an address, and the card rules the API checks again (@qs/shared's card-rules).
 */
export interface CheckoutMessages {
  lead: LeadMessages;
  required: string;
  document: string;
  birthDate: string;
  adult: string;
  address: string;
  city: string;
  details: string;
  truthful: string;
  companyName: string;
  nit: string;
  employees: (minimum: number) => string;
  tooMany: string;
  employeeAge: string;
  repeated: string;
  /** The health statement's express authorisation left unticked. */
  sensitiveAuthorisation: string;
}

export const DOCUMENT_TYPES = ['CC', 'CE', 'TI', 'PA'] as const;

/** Age in whole years on `today` of a 'YYYY-MM-DD' date, or null for a date that does not exist. */
export const ageOn = (birthDate: string, today: Date): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const birthdayPassed =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
};

export const makePersonalDataSchema = (messages: CheckoutMessages, today: Date) =>
  z.object({
    name: nameField(messages.lead),
    documentType: z.enum(DOCUMENT_TYPES),
    documentNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5,12}$/, messages.document),
    birthDate: z.string().superRefine((value, ctx) => {
      if (value === '') return ctx.addIssue({ code: 'custom', message: messages.required });
      const age = ageOn(value, today);
      if (age === null) return ctx.addIssue({ code: 'custom', message: messages.birthDate });
      if (age < 18 || age > 100) ctx.addIssue({ code: 'custom', message: messages.adult });
    }),
    email: emailField(messages.lead),
    phone: phoneField(messages.lead),
    address: z.string().trim().min(5, messages.address).max(120, messages.address),
    city: z.string().trim().min(2, messages.city).max(60, messages.city),
    autorizacionDatos: authorisationField(messages.lead.authorisationRequired),
  });
export type PersonalDataValues = z.input<ReturnType<typeof makePersonalDataSchema>>;

export const makeHealthSchema = (messages: CheckoutMessages) =>
  z.object({
    answers: z.array(
      z
        .object({ hasConditions: z.enum(['si', 'no'], { message: messages.required }), details: z.string() })
        .superRefine((answer, ctx) => {
          if (answer.hasConditions === 'si' && answer.details.trim().length < 5)
            ctx.addIssue({ code: 'custom', path: ['details'], message: messages.details });
        }),
    ),
    truthful: z.literal(true, { message: messages.truthful }),
    autorizacionDatosSensibles: authorisationField(messages.sensitiveAuthorisation),
  });
export type HealthValues = z.input<ReturnType<typeof makeHealthSchema>>;

/** The card, checked here as the API checks it; `today` decides an expired card. */
export const makeCardSchema = (messages: CheckoutMessages, today: Date) =>
  z.object({
    holderName: z.string().trim().min(2, messages.required).max(60, messages.required),
    cardNumber: z.string().superRefine((value, ctx) => {
      const problem = cardNumberProblem(value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'required' ? messages.required : CARD_MESSAGES.number[problem],
        });
    }),
    expiry: z.string().superRefine((value, ctx) => {
      const problem = expiryProblem(value, today);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'required' ? messages.required : CARD_MESSAGES.expiry[problem],
        });
    }),
    securityCode: z.string().superRefine((value, ctx) => {
      const problem = securityCodeProblem(value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'required' ? messages.required : CARD_MESSAGES.securityCode[problem],
        });
    }),
  });
export type CardValues = z.input<ReturnType<typeof makeCardSchema>>;

export const makeCompanySchema = (messages: CheckoutMessages, planMinimum: number) => {
  const minimum = Math.max(GROUP_EMPLOYEES_MIN, planMinimum);
  return z.object({
    companyName: z.string().trim().min(2, messages.companyName).max(120, messages.companyName),
    nit: z.string().trim().refine(isValidNit, messages.nit),
    contactName: nameField(messages.lead),
    email: emailField(messages.lead),
    phone: phoneField(messages.lead),
    employees: z
      .string()
      .trim()
      .refine((value) => /^\d{1,6}$/.test(value) && Number(value) >= minimum, messages.employees(minimum))
      .refine((value) => !/^\d{1,6}$/.test(value) || Number(value) <= ONLINE_GROUP_EMPLOYEES_MAX, messages.tooMany),
    autorizacionDatos: authorisationField(messages.lead.authorisationRequired),
  });
};
export type CompanyValues = z.input<ReturnType<typeof makeCompanySchema>>;

/** The employees of the company, one row each (as many as it declared), each document once and of working age. */
export const makeEmployeesSchema = (messages: CheckoutMessages, today: Date) =>
  z.object({
    employees: z
      .array(
        z.object({
          name: nameField(messages.lead),
          documentType: z.enum(DOCUMENT_TYPES),
          documentNumber: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{5,12}$/, messages.document),
          birthDate: z.string().superRefine((value, ctx) => {
            const age = value === '' ? null : ageOn(value, today);
            if (age === null || age < 18 || age > 75) ctx.addIssue({ code: 'custom', message: messages.employeeAge });
          }),
        }),
      )
      .superRefine((employees, ctx) => {
        const seen = new Set<string>();
        employees.forEach((employee, index) => {
          const number = employee.documentNumber.trim();
          if (number && seen.has(number))
            ctx.addIssue({ code: 'custom', path: [index, 'documentNumber'], message: messages.repeated });
          seen.add(number);
        });
      }),
  });
export type EmployeesValues = z.input<ReturnType<typeof makeEmployeesSchema>>;
