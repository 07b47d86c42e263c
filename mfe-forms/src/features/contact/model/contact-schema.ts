import { z } from '../../../lib/zod';
import { emailField, employeesField, nameField, phoneField, type LeadMessages } from '../../../lib/lead-fields';

/** Seed 001 §5 contact rules; the employee count is only asked for group insurance. */
export const makeContactSchema = (isGroup: boolean, messages: LeadMessages) =>
  z.object({
    name: nameField(messages),
    phone: phoneField(messages),
    email: emailField(messages),
    message: z.string(),
    employees: isGroup ? employeesField(messages) : z.string(),
  });

export type ContactSchema = ReturnType<typeof makeContactSchema>;
export type ContactValues = z.input<ContactSchema>;

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', message: '', employees: '' };

/** Seed 001 §1: insurance types sold to companies, which ask for the employee count. */
const GROUP_TYPES = new Set(['colectivo', 'SEGURO_COLECTIVO', 'SEGURO COLECTIVO']);
export const isGroupInsurance = (productType?: string): boolean => GROUP_TYPES.has(productType ?? '');
