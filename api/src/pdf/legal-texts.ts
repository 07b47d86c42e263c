import legal from '../fixtures/documents/legal-texts.json';

export interface LegalTexts {
  object: string[];
  glossary: Array<[string, string]>;
  categoryText: Record<string, string>;
  exclusions: Record<'general' | 'pets', string[]>;
  clauses: Array<[string, ...string[]]>;
}

export const legalTexts = legal as unknown as LegalTexts;

export const fillLegal = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
