import type { FormOption, Profile, ProfileFormField } from '@qs/shared';
import type { FieldNode } from './field-tree';
import type { FormRecord } from './form-values';

/** The holders' list (cotizante) (docs/product/forms.md#profile-form-rules). */
export const HOLDERS = 'cotizante';

/** No dependants for group products (colectivo, SCTR, SEGURO COLECTIVO); the couple toggle neither (docs/product/forms.md#profile-form-rules). */
const GROUP_PRODUCTS = new Set(['colectivo', 'sctr', 'seguro colectivo']);

export const isGroupProduct = (productType: string): boolean =>
  GROUP_PRODUCTS.has(productType.trim().toLowerCase().replace(/_/g, ' '));

/** The holders of a personal product are one person or a couple: the list becomes the couple toggle. */
export const offersPartner = (node: FieldNode, productType: string): boolean =>
  node.field.fieldType.fldType === 'array' && node.field.fldName === HOLDERS && !isGroupProduct(productType);

/** The kinship select of a dependant (docs/product/forms.md#profile-form-rules: parentesco / parentescoCarga). */
export const isKinshipField = (field: ProfileFormField): boolean =>
  field.fldName === 'parentesco' || field.fldName === 'parentescoCarga';

const SPOUSE = /c[oó]nyuge|pareja|espos[oa]|spouse/i;

/** 'Cónyuge/Spouse'; a server list may also say 'Pareja' (docs/product/forms.md#profile-form-rules). */
export const isSpouseValue = (value: unknown): boolean => typeof value === 'string' && SPOUSE.test(value);
export const isSpouseOption = (option: FormOption): boolean =>
  isSpouseValue(String(option.value)) || isSpouseValue(option.label);

/** Whether another dependant than `index` already is the spouse (docs/product/forms.md#profile-form-rules: only one spouse). */
export const spouseTakenElsewhere = (items: unknown, index: number, kinshipName: string): boolean =>
  Array.isArray(items) &&
  items.some((item, other) => other !== index && isSpouseValue((item as FormRecord | undefined)?.[kinshipName]));

const isEmpty = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/** Indexes of the dependants without an age (docs/product/forms.md#profile-form-rules: an age of 0 or more makes a dependant valid). */
export const missingAgeIndexes = (items: unknown, ageName = 'edad'): number[] =>
  Array.isArray(items)
    ? items.flatMap((item, index) => (isEmpty((item as FormRecord | undefined)?.[ageName]) ? [index] : []))
    : [];

/**
 * The household rules on a parsed profile: a group product has no dependants, and a personal one
 * says whether it is a couple (enPareja follows the second holder).
 */
export const withHousehold = (profile: Profile, productType: string, hasHolders: boolean): Profile => {
  if (isGroupProduct(productType)) return { ...profile, cargas: [] };
  if (!hasHolders) return profile;
  return { ...profile, enPareja: profile.cotizante.length > 1 };
};
