// Types of field-rules.mjs, the one copy of the field rules (docs/product/forms.md#field-rules).

/** A pattern of field-rules.mjs as the browser uses it, with the `u` flag Ajv uses. */
export function fieldRegExp(source: string): RegExp;

export const NAME_MIN_LENGTH: 2;
export const NAME_MAX_LENGTH: 100;
/** A name (of the trimmed text): 2–100 characters, at least two letters; letters, marks, spaces, - ' . */
export const NAME_PATTERN: string;
export type NameProblem = 'required' | 'short' | 'long' | 'letters';
export function nameProblem(text: string): NameProblem | null;

export const EMAIL_MAX_LENGTH: 254;
/** A visitor's e-mail (of the trimmed text): local 2–32, domain labels 1–30, top-level domain 2–4 letters. */
export const EMAIL_PATTERN: string;
export type EmailProblem = 'required' | 'invalid';
export function emailProblem(text: string): EmailProblem | null;

export const REFERRER_EMAIL_MAX_LENGTH: 50;
/** A referrer's or advisor's address to look up: a well-formed address, long top-level domains allowed. */
export const REFERRER_EMAIL_PATTERN: string;
export function referrerEmailProblem(text: string): EmailProblem | null;

export const PHONE_MIN_NATIONAL_DIGITS: 10;
export const PHONE_MAX_SUBSCRIBER_DIGITS: 14;
export const PHONE_MAX_LENGTH: 30;
/** The characters a phone is written with (separators, a leading plus, digits); the counts are phoneProblem's. */
export const PHONE_PATTERN: string;
/** The national number beside a prefix selector: 10–14 digits, separators ignored. */
export const NATIONAL_PHONE_PATTERN: string;
export type PhoneProblem = 'required' | 'invalid' | 'short';
export function normalizePhone(text: string): string;
export function phoneProblem(text: string): PhoneProblem | null;

export const EMPLOYEES_MAX_DIGITS: 6;
export const EMPLOYEES_MIN: 1;
/** The Colombian minimum of employees of a group (colectivo) plan. */
export const GROUP_EMPLOYEES_MIN: 10;
/** The most employees a company's online purchase lists. */
export const ONLINE_GROUP_EMPLOYEES_MAX: 200;
export const EMPLOYEES_MAX: 999999;
/** An employee count as text: 1 to 999.999, with or without the thousands dot. */
export const EMPLOYEES_PATTERN: string;
/** A profile's count: the same, or empty or 0 (not entered yet). */
export const PROFILE_EMPLOYEES_PATTERN: string;
export function isEmployeeCount(count: number): boolean;

export const AGE_MIN: 0;
export const PERSON_AGE_MAX: 99;
export const PET_AGE_MAX: 20;
export const PROFILE_PERSON_AGE_MAX: 120;
export const PROFILE_PET_AGE_MAX: 30;

/** A Colombian NIT with its check digit: 900123456-8. */
export const NIT_PATTERN: string;
export function nitCheckDigit(digits: string): number;
export function isValidNit(text: string): boolean;
