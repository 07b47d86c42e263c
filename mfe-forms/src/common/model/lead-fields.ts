import {
  emailProblem,
  EMPLOYEES_MIN,
  nameProblem,
  phoneProblem,
  type EmailProblem,
  type NameProblem,
  type PhoneProblem,
} from '@qs/shared';
import { z } from './zod';
import { parseThousands } from './thousands';

// The rules themselves are @qs/shared's field-rules.mjs, the API's as well (docs/product/forms.md#field-rules);
// this file gives them the form's texts.

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
  /** The data authorisation left unticked (docs/security.md#data-authorisation). */
  authorisationRequired: string;
}

const NAME_MESSAGE: Record<NameProblem, keyof LeadMessages> = {
  required: 'nameRequired',
  short: 'nameShort',
  long: 'nameLong',
  letters: 'nameLetters',
};

const PHONE_MESSAGE: Record<PhoneProblem, keyof LeadMessages> = {
  required: 'phoneRequired',
  short: 'phoneShort',
  invalid: 'phoneInvalid',
};

const EMAIL_MESSAGE: Record<EmailProblem, keyof LeadMessages> = {
  required: 'emailRequired',
  invalid: 'emailInvalid',
};

/** A text field checked by one rule of field-rules.mjs, its problem shown with the form's text. */
const ruleField = <Problem extends string>(
  schema: z.ZodString,
  problemOf: (text: string) => Problem | null,
  keys: Record<Problem, keyof LeadMessages>,
  messages: LeadMessages,
) =>
  schema.superRefine((value, ctx) => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: 'custom', message: messages[keys[problem]] });
  });

// Field rules shared by the contact widget and the plan request form. The name and e-mail are sent trimmed.

export const nameField = (messages: LeadMessages) => ruleField(z.string().trim(), nameProblem, NAME_MESSAGE, messages);

export const phoneField = (messages: LeadMessages) => ruleField(z.string(), phoneProblem, PHONE_MESSAGE, messages);

export const emailField = (messages: LeadMessages) =>
  ruleField(z.string().trim(), emailProblem, EMAIL_MESSAGE, messages);

/**
 * The employee count, typed with thousand dots. Required; `minimum` adds a product's own floor
 * (returns the message to show for a count below it, or null).
 */
export const employeesField = (messages: LeadMessages, minimum?: (count: number) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const count = parseThousands(value) ?? 0;
    const problem = count < EMPLOYEES_MIN ? messages.employeesRequired : (minimum?.(count) ?? null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
