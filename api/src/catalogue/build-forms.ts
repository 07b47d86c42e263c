import {
  EMAIL_PATTERN,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  EMPLOYEES_PATTERN,
  NAME_PATTERN,
  NATIONAL_PHONE_PATTERN,
  PERSON_AGE_MAX,
  PET_AGE_MAX,
  REFERRER_EMAIL_PATTERN,
} from '@qs/contract';
import countries from '../fixtures/content/countries.json';
import integrationForms from '../fixtures/forms/integration-forms.json';
import profileForms from '../fixtures/forms/profile-forms.json';
import type { InsurerFixture } from './fixture-types';

type Option = { value: string; label: string; [key: string]: unknown };
type Raw = Record<string, unknown> & { fldName: string; allowedValues?: unknown };

/** A profile-form field (docs/product/forms.md), every key present. */
const PROFILE_FIELD_DEFAULTS = {
  groupedBy: null,
  wrapper: null,
  isMultiple: false,
  label: '',
  placeholder: null,
  mask: null,
  helper: null,
  class: null,
  defaultValue: null,
  dataType: 'string',
  allowedValues: null,
  retrieveFunction: null,
  hideExpression: null,
  changeAction: null,
  groupClass: null,
  required: false,
};

/** A dynamic-form field (docs/product/forms.md), every key present. */
const INTEGRATION_FIELD_DEFAULTS = {
  groupedBy: null,
  label: '',
  placeholder: null,
  helper: null,
  isRequired: false,
  fldRegexp: null,
  mask: null,
  class: null,
  imgIcon: null,
  wrapper: null,
  defaultValue: null,
  allowedValues: null,
  retrieveFunction: null,
};

/**
 * The fields a visitor meets in the site's own forms as well take their rule from the one copy of the field rules
 * (docs/product/forms.md#field-rules), not from the fixtures: the profile forms' ages and employee count, and the
 * dynamic forms' name, phone, e-mail and employee patterns, which the contact request's schema applies again.
 */
const profileFieldRules = (raw: Raw): Record<string, number> => {
  if (raw.fldName === 'edad') return { max: raw.groupedBy === 'mascota' ? PET_AGE_MAX : PERSON_AGE_MAX };
  if (raw.fldName === 'cantidadempleados') return { min: EMPLOYEES_MIN, max: EMPLOYEES_MAX };
  return {};
};

const DYNAMIC_FIELD_PATTERNS: Record<string, string> = {
  fld_fullname: NAME_PATTERN,
  // Beside the prefix selector: the whole number ('+57 300 123 4567') keeps the phone rule.
  fld_telephone: NATIONAL_PHONE_PATTERN,
  fld_email: EMAIL_PATTERN,
  fld_employees: EMPLOYEES_PATTERN,
  fld_email_referer: REFERRER_EMAIL_PATTERN,
};

const dynamicFieldRules = (raw: Raw): { fldRegexp?: string } => {
  const pattern = DYNAMIC_FIELD_PATTERNS[raw.fldName];
  return pattern ? { fldRegexp: pattern } : {};
};

const resolveOptions = (value: unknown, lists: Record<string, Option[]>): Option[] | null => {
  if (typeof value === 'string') {
    const list = lists[value];
    if (!list) throw new Error(`Unknown option list ${value}`);
    return list;
  }
  return (value as Option[] | undefined) ?? null;
};

const epsOptions = (insurers: readonly InsurerFixture[]): Option[] => [
  ...insurers.filter((org) => org.type === 'EPS').map((org) => ({ value: org.code, label: org.displayName })),
  { value: 'notengo', label: 'No tengo EPS' },
];

export const PROFILE_FORM_NAMES = Object.keys(profileForms.forms);

export const buildProfileForms = (insurers: readonly InsurerFixture[]) => {
  const lists = { sexes: profileForms.sexes, kinship: profileForms.kinship, eps: epsOptions(insurers) };
  return Object.entries(profileForms.forms).map(([name, fields]) => ({
    name,
    body: {
      profileForm: {
        productType: name,
        validationScriptUrl: `/api/profile-form/validation/${name}.js`,
        profileFormFields: (fields as Raw[]).map((raw) => ({
          ...PROFILE_FIELD_DEFAULTS,
          ...raw,
          ...profileFieldRules(raw),
          allowedValues: resolveOptions(raw.allowedValues, lists),
        })),
      },
    },
  }));
};

export const buildIntegrationForms = () => {
  const lists: Record<string, Option[]> = {
    destinations: integrationForms.destinations,
    countries: countries.map((c) => ({ value: c.code, label: c.name, phonePrefix: c.phonePrefix })),
    prefixes: countries.map((c) => ({ value: c.phonePrefix, label: `${c.name} (${c.phonePrefix})`, code: c.code })),
  };
  return integrationForms.forms.map(({ fields, ...form }) => ({
    hash: form.hash,
    name: form.name,
    body: {
      integrationForm: {
        ...form,
        integrationForms: [
          {
            integrationFormFields: (fields as Raw[]).map((raw) => ({
              ...INTEGRATION_FIELD_DEFAULTS,
              ...raw,
              ...dynamicFieldRules(raw),
              allowedValues: resolveOptions(raw.allowedValues, lists),
            })),
            validationScript: null,
          },
        ],
      },
    },
  }));
};
