import type { ProfileFormField } from '@qs/shared';

/** The dependants' word in the server's labels: the main site's 'beneficiario(s)', or 'carga(s)' of an older definition. */
const DEPENDANT_WORD = /\b(?:([Cc])arga|([Bb])eneficiario)(s?)\b(?!\s+m[eé]dicas?\b)/g;

/**
 * Product rule (docs/product/forms.md#partner-wording): a partner (subdomain) site says 'cargas médicas' where the main
 * site says 'beneficiarios' (a partner's 'beneficiarios' are everyone insured). Applied to the server's labels,
 * which cannot carry a partner variant: 'Beneficiarios' → 'Cargas médicas', 'Agregar beneficiario' → 'Agregar
 * carga médica' (the singular follows the plural). Other words are untouched.
 */
export const partnerWording = (text: string): string =>
  text.replace(DEPENDANT_WORD, (_, c: string | undefined, b: string | undefined, s: string) => {
    const capital = (c ?? b) === 'C' || (c ?? b) === 'B';
    return `${capital ? 'C' : 'c'}arga${s} médica${s}`;
  });

/** The definition's fields as a partner site labels them. */
export const withPartnerWording = (fields: readonly ProfileFormField[]): ProfileFormField[] =>
  fields.map((field) => ({ ...field, label: field.label ? partnerWording(field.label) : field.label }));
