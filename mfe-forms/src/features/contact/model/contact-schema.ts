import { z } from 'zod';
import { parseThousands } from '../../../lib/thousands';
import { phoneProblem, type PhoneProblem } from './phone';

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMPLOYEES_MAX_DIGITS = 6;

/** Seed 002 §5: letters (accents included), spaces and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}\s-]+$/u;
/** Seed 002 §5: local part 2-32 characters, domain labels 1-30, TLD 2-4. */
const EMAIL_PATTERN = /^[\w.+-]{2,32}@(?:[a-z0-9-]{1,30}\.)+[a-z]{2,4}$/i;

export interface ContactMessages {
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

const PHONE_MESSAGE: Record<PhoneProblem, keyof ContactMessages> = {
  required: 'phoneRequired',
  short: 'phoneShort',
  invalid: 'phoneInvalid',
};

/** Seed 001 §5 contact rules; the employee count is only asked for group insurance. */
export const makeContactSchema = (isGroup: boolean, messages: ContactMessages) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, messages.nameRequired)
      .min(NAME_MIN, messages.nameShort)
      .max(NAME_MAX, messages.nameLong)
      .regex(NAME_PATTERN, messages.nameLetters),
    phone: z.string().superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: messages[PHONE_MESSAGE[problem]] });
    }),
    email: z.string().trim().min(1, messages.emailRequired).regex(EMAIL_PATTERN, messages.emailInvalid),
    message: z.string(),
    employees: isGroup
      ? z.string().refine((value) => (parseThousands(value) ?? 0) >= 1, messages.employeesRequired)
      : z.string(),
  });

export type ContactSchema = ReturnType<typeof makeContactSchema>;
export type ContactValues = z.input<ContactSchema>;

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', message: '', employees: '' };

/** Seed 001 §1: insurance types sold to companies, which ask for the employee count. */
const GROUP_TYPES = new Set(['colectivo', 'SEGURO_COLECTIVO', 'SEGURO COLECTIVO']);
export const isGroupInsurance = (productType?: string): boolean => GROUP_TYPES.has(productType ?? '');
