// @ts-check
// The field rules a visitor meets — names, phones, e-mails, ages, the employee count — written once
// (docs/product/forms.md#field-rules). Plain JavaScript without dependencies, typed by field-rules.d.mts: the
// API imports it for its schemas and checks (compiled to CommonJS, Node loads this file with require(esm)), the
// browser's forms through @qs/shared's index, and the API hands the patterns to the dynamic forms it serves.
//
// Patterns are sources, not RegExp objects: Ajv compiles a JSON-schema pattern with the `u` flag and no other,
// so both letter cases are spelled out; the browser compiles the same text with `fieldRegExp`.

/** A pattern of this module as the browser uses it, with the `u` flag Ajv uses. */
export const fieldRegExp = (/** @type {string} */ source) => new RegExp(source, 'u');

/** Characters of a text as Ajv's minLength/maxLength count them (code points, not UTF-16 units). */
const lengthOf = (/** @type {string} */ text) => Array.from(text).length;

// ——— Names ———————————————————————————————————————————————————————————————————————————————————————

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
/**
 * A name, of the trimmed text: 2 to 100 characters, at least two letters; letters of any script with their
 * marks (\p{L}\p{M}: 'Zoë Nguyễn', composed or combining), spaces, hyphens, apostrophes and dots ("O'Neill",
 * 'Ma. José'). The length is in the pattern too, so a form with one pattern per field (the dynamic forms)
 * holds the whole rule; Ajv checks minLength/maxLength first and answers their own texts.
 */
export const NAME_PATTERN = `^(?=.{${NAME_MIN_LENGTH},${NAME_MAX_LENGTH}}$)(?=(?:[^\\p{L}]*\\p{L}){2})[\\p{L}\\p{M} '.-]+$`;
const NAME = fieldRegExp(NAME_PATTERN);

/** @typedef {'required' | 'short' | 'long' | 'letters'} NameProblem */

/**
 * The first broken name rule, of the text trimmed; null for a name.
 * @param {string} text
 * @returns {NameProblem | null}
 */
export const nameProblem = (text) => {
  const name = text.trim();
  if (name === '') return 'required';
  if (lengthOf(name) < NAME_MIN_LENGTH) return 'short';
  if (lengthOf(name) > NAME_MAX_LENGTH) return 'long';
  return NAME.test(name) ? null : 'letters';
};

// ——— E-mail ——————————————————————————————————————————————————————————————————————————————————————

export const EMAIL_MAX_LENGTH = 254;
/**
 * A visitor's e-mail, of the trimmed text: local part 2 to 32 of A-Z a-z 0-9 _ . + -, domain labels 1 to 30 of
 * A-Z a-z 0-9 -, a top-level domain of 2 to 4 letters, at most 254 characters. Only ASCII, so control and
 * format characters (zero width, bidi overrides), which make an address look like another one, are out too.
 */
export const EMAIL_PATTERN = `^(?=.{1,${EMAIL_MAX_LENGTH}}$)[A-Za-z0-9_.+-]{2,32}@(?:[A-Za-z0-9-]{1,30}\\.)+[A-Za-z]{2,4}$`;
const EMAIL = fieldRegExp(EMAIL_PATTERN);

/** @typedef {'required' | 'invalid'} EmailProblem */

/**
 * @param {string} text
 * @returns {EmailProblem | null}
 */
export const emailProblem = (text) => {
  const email = text.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) ? null : 'invalid';
};

/** The referrer lookup's input holds at most 50 characters (docs/product/forms.md#referrer-modal). */
export const REFERRER_EMAIL_MAX_LENGTH = 50;
/**
 * The address of a referrer or an advisor the visitor looks up (docs/product/forms.md#referrer-modal): an
 * existing staff address, so looser than a visitor's own — long top-level domains ('cooperativa.example'), a
 * local part of any characters but spaces, quotes, brackets, control and format ones — at most 50 characters.
 */
export const REFERRER_EMAIL_PATTERN =
  `^(?=.{1,${REFERRER_EMAIL_MAX_LENGTH}}$)[^@\\s\\p{Cc}\\p{Cf}"<>()\\[\\],;:]{1,64}@` +
  '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,24}$';
const REFERRER_EMAIL = fieldRegExp(REFERRER_EMAIL_PATTERN);

/**
 * @param {string} text
 * @returns {EmailProblem | null}
 */
export const referrerEmailProblem = (text) => {
  const email = text.trim();
  if (email === '') return 'required';
  return REFERRER_EMAIL.test(email) ? null : 'invalid';
};

// ——— Phone ———————————————————————————————————————————————————————————————————————————————————————

/** Colombian numbers, mobile (3xx) and landline (60x) alike, have 10 digits since 2021. */
export const PHONE_MIN_NATIONAL_DIGITS = 10;
/** The product's shape: optional plus, a 1 to 3 digit prefix, then 7 to 14 digits. */
export const PHONE_MAX_SUBSCRIBER_DIGITS = 14;
const PHONE_SHAPE = new RegExp(`^\\+?(?:\\d{1,3})?\\d{7,${PHONE_MAX_SUBSCRIBER_DIGITS}}$`);
/** As written, trimmed: room for the longest shape (18 characters) and its spaces, dashes and parentheses. */
export const PHONE_MAX_LENGTH = 30;
/** Spaces, dots, dashes and parentheses are how people write numbers, not part of them. */
const PHONE_SEPARATORS = /[\s().-]/g;
/**
 * The characters a phone is written with: separators, one plus before the first digit, digits. What the
 * API's schema checks; the digit counts are phoneProblem's.
 */
export const PHONE_PATTERN = '^[\\s().-]*\\+?[\\s().0-9-]*$';
/**
 * The national number typed beside a country-prefix selector (the dynamic forms' fld_telephone): 10 to 14
 * digits, separators ignored. With any prefix of 1 to 3 digits ('+598' at the longest) and the space the form
 * puts between them, the whole number keeps phoneProblem's rule, its 30 characters included.
 */
const LONGEST_PREFIX = '+598 ';
export const NATIONAL_PHONE_PATTERN = `^(?=.{1,${PHONE_MAX_LENGTH - LONGEST_PREFIX.length}}$)[\\s().-]*(?:[0-9][\\s().-]*){${PHONE_MIN_NATIONAL_DIGITS},${PHONE_MAX_SUBSCRIBER_DIGITS}}$`;

/** @typedef {'required' | 'invalid' | 'short'} PhoneProblem */

/** '+57 (300) 123-4567' → '+573001234567' */
export const normalizePhone = (/** @type {string} */ text) => text.replace(PHONE_SEPARATORS, '');

/** The digits after Colombia's 57, when the number starts with it: '+57…', or 12 digits starting with 57. */
const nationalDigits = (/** @type {string} */ normalized) => {
  const digits = normalized.replace(/^\+/, '');
  const withCountryCode = normalized.startsWith('+57') || (digits.length === 12 && digits.startsWith('57'));
  return withCountryCode ? digits.slice(2) : digits;
};

/**
 * The phone rule: spaces, dots, dashes and parentheses ignored; at least 10 national digits after an optional
 * +57 ('short' below); overall an optional plus, a 1 to 3 digit prefix and 7 to 14 digits, at most 30
 * characters as written ('invalid' otherwise, letters included).
 * @param {string} text
 * @returns {PhoneProblem | null}
 */
export const phoneProblem = (text) => {
  const normalized = normalizePhone(text);
  if (normalized === '') return 'required';
  if (text.trim().length > PHONE_MAX_LENGTH || !/^\+?\d+$/.test(normalized)) return 'invalid';
  if (nationalDigits(normalized).length < PHONE_MIN_NATIONAL_DIGITS) return 'short';
  return PHONE_SHAPE.test(normalized) ? null : 'invalid';
};

// ——— Employee count ——————————————————————————————————————————————————————————————————————————————

export const EMPLOYEES_MAX_DIGITS = 6;
export const EMPLOYEES_MIN = 1;
export const EMPLOYEES_MAX = 10 ** EMPLOYEES_MAX_DIGITS - 1;
/** The Colombian minimum of employees of a group (colectivo) plan: a quote and a company purchase. */
export const GROUP_EMPLOYEES_MIN = 10;
/**
 * The most employees a company's online purchase lists (one group of fields each; also the API's bound on any list
 * in a body): a larger company contracts with an executive.
 */
export const ONLINE_GROUP_EMPLOYEES_MAX = 200;
/** Up to 6 digits, typed plain (1200) or with the thousands dot (1.200). */
const EMPLOYEES_TEXT = `(?:[0-9]{1,3}\\.[0-9]{3}|[0-9]{1,${EMPLOYEES_MAX_DIGITS}})`;
/** An employee count sent as text: 1 to 999.999, with or without the thousands dot. */
export const EMPLOYEES_PATTERN = `^(?![0.]*$)${EMPLOYEES_TEXT}$`;
/** A profile's count (colectivo.cantidadempleados) may also be empty or 0: not entered yet. */
export const PROFILE_EMPLOYEES_PATTERN = `^${EMPLOYEES_TEXT}?$`;

/** Whether a number is an employee count: a whole number from 1 to 999999. */
export const isEmployeeCount = (/** @type {number} */ count) =>
  Number.isInteger(count) && count >= EMPLOYEES_MIN && count <= EMPLOYEES_MAX;

// ——— A company's NIT ————————————————————————————————————————————————————————————————————————————

/** A Colombian NIT as written with its check digit: nine digits, a hyphen, the digit (900123456-8). */
export const NIT_PATTERN = '^\\d{9}-\\d$';

/**
 * The DIAN check digit of a NIT's digits.
 * @param {string} digits
 */
export const nitCheckDigit = (digits) => {
  const weights = [71, 67, 59, 53, 47, 43, 41, 37, 29, 23, 19, 17, 13, 7, 3];
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index + weights.length - digits.length] ?? 0),
    0,
  );
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
};

/**
 * Whether a NIT is well written and its check digit is right.
 * @param {string} text
 */
export const isValidNit = (text) => {
  const value = text.trim();
  if (!new RegExp(NIT_PATTERN).test(value)) return false;
  const [digits, check] = value.split('-');
  return nitCheckDigit(digits ?? '') === Number(check);
};

// ——— Ages ————————————————————————————————————————————————————————————————————————————————————————

export const AGE_MIN = 0;
/** What the profile forms ask (their `edad` fields, the validation script, a /v1 link): people 0 to 99. */
export const PERSON_AGE_MAX = 99;
/** The pets form: 0 to 20 ('La edad de la mascota debe estar entre 0 y 20 años'). */
export const PET_AGE_MAX = 20;
/**
 * What a profile may hold at all, whichever form wrote it (the compare call's schema, a stored or shared
 * profile, docs/product/forms.md#profile-storage): people 0 to 120, pets 0 to 30.
 */
export const PROFILE_PERSON_AGE_MAX = 120;
export const PROFILE_PET_AGE_MAX = 30;
