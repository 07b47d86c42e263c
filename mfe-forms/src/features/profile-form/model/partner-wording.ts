import type { ProfileFormField } from '@qs/shared';

const DEPENDANT_WORD = /\b([Cc])arga(s?)\b(?!\s+m[eé]dicas?\b)/g;

/**
 * Product rule (docs/product/forms.md#partner-wording): a partner (subdomain) site says 'cargas médicas' instead of 'cargas'. Applied to the
 * server's labels, which cannot carry a partner variant: 'Cargas' → 'Cargas médicas', 'Agregar
 * carga' → 'Agregar carga médica' (the singular follows the plural). Other words are untouched.
 */
export const partnerWording = (text: string): string => text.replace(DEPENDANT_WORD, (_, c: string, s: string) => `${c}arga${s} médica${s}`);

/** The definition's fields as a partner site labels them. */
export const withPartnerWording = (fields: readonly ProfileFormField[]): ProfileFormField[] =>
  fields.map((field) => ({ ...field, label: field.label ? partnerWording(field.label) : field.label }));
