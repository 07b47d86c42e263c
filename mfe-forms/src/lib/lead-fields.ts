import { z } from './zod';
import { phoneProblem, type PhoneProblem } from './phone';
import { parseThousands } from './thousands';

/** Name length and the employee-count mask (docs/product/forms.md#field-rules). */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMPLOYEES_MAX_DIGITS = 6;

/**
 * Product rule (docs/product/forms.md#field-rules): at least two letters; letters of any script with their accents (composed or
 * combining: 'Zoë Nguyễn', 'José Pérez-Ávila'), spaces and hyphens.
 */
const NAME_PATTERN = /^(?=(?:[^\p{L}]*\p{L}){2})[\p{L}\p{M}\s-]+$/u;
/** Local part 2-32 characters, domain labels 1-30, TLD 2-4 (docs/product/forms.md#field-rules). */
const EMAIL_PATTERN = /^[\w.+-]{2,32}@(?:[a-z0-9-]{1,30}\.)+[a-z]{2,4}$/i;

/** The texts of a lead form (docs/product/forms.md#field-rules; i18n `lead.errors`). */
export interface LeadMessages {
  nameRequired: string;
  nameShort: string;
  nameLong: string;
  nameLetters: string;
  phoneRequired: string;
  phoneShort: string;
  phoneInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  employeesRequired: string;
}

const PHONE_MESSAGE: Record<PhoneProblem, keyof LeadMessages> = {
  required: 'phoneRequired',
  short: 'phoneShort',
  invalid: 'phoneInvalid',
};

// Field rules shared by the contact widget and the plan request form.

export const nameField = (messages: LeadMessages) =>
  z
    .string()
    .trim()
    .min(1, messages.nameRequired)
    .min(NAME_MIN, messages.nameShort)
    .max(NAME_MAX, messages.nameLong)
    .regex(NAME_PATTERN, messages.nameLetters);

export const phoneField = (messages: LeadMessages) =>
  z.string().superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: messages[PHONE_MESSAGE[problem]] });
  });

export const emailField = (messages: LeadMessages) =>
  z.string().trim().min(1, messages.emailRequired).regex(EMAIL_PATTERN, messages.emailInvalid);

/**
 * The employee count, typed with thousand dots. Required; `minimum` adds a product's own floor
 * (returns the message to show for a count below it, or null).
 */
export const employeesField = (messages: LeadMessages, minimum?: (count: number) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const count = parseThousands(value) ?? 0;
    const problem = count < 1 ? messages.employeesRequired : (minimum?.(count) ?? null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
