import type { DynamicFormField } from '@qs/shared';
import { countryByName, normalizePrefix, type Country } from './countries';
import {
  fldTypeOf,
  isArrayField,
  isCompanyOnly,
  type AnswerItems,
  type AnswerValue,
  type DynamicFormAnswers,
  type DynamicNode,
} from './definition';

/** Form values as react-hook-form holds them: leaves by fldName (groups flat), arrays as item lists. */
export type DynamicValues = Record<string, unknown>;

export interface TreeOptions {
  /** Fields of class `only-companies` are part of the form. */
  companyFields: boolean;
}

const hasValue = (field: DynamicFormField): boolean =>
  fldTypeOf(field) !== 'action-button' && fldTypeOf(field) !== 'group';

/** The nodes the visitor sees: company-only fields only for company products. */
export const visibleNodes = (nodes: readonly DynamicNode[], { companyFields }: TreeOptions): DynamicNode[] =>
  nodes.filter((node) => companyFields || !isCompanyOnly(node.field));

/**
 * The starting value of a leaf. Phone prefix and country start empty (null): their default is the
 * visitor's country, set once the location is known (docs/product/forms.md#field-types).
 */
export const leafDefault = (field: DynamicFormField): AnswerValue => {
  if (['phone-prefix', 'country'].includes(fldTypeOf(field))) return null;
  return field.defaultValue === undefined || field.defaultValue === null ? '' : String(field.defaultValue);
};

export const itemDefaults = (node: DynamicNode): Record<string, AnswerValue> =>
  Object.fromEntries(
    node.children
      .filter((child) => hasValue(child.field))
      .map((child) => [child.field.fldName, leafDefault(child.field)]),
  );

/** An array starts with one item (docs/product/forms.md#field-types). */
export const initialValues = (nodes: readonly DynamicNode[], options: TreeOptions): DynamicValues => {
  const values: DynamicValues = {};
  for (const node of visibleNodes(nodes, options)) {
    if (isArrayField(node.field)) values[node.field.fldName] = [itemDefaults(node)];
    else if (fldTypeOf(node.field) === 'group') Object.assign(values, initialValues(node.children, options));
    else if (hasValue(node.field)) values[node.field.fldName] = leafDefault(node.field);
  }
  return values;
};

const answerOf = (field: DynamicFormField, value: unknown, countries: readonly Country[]): AnswerValue => {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (fldTypeOf(field) === 'dynamic-quantity') return Number(text);
  if (fldTypeOf(field) === 'phone-prefix') return normalizePrefix(text);
  // The country field shows the name; the answer is the ISO code.
  if (fldTypeOf(field) === 'country') return countryByName(countries, text)?.code ?? text;
  return text;
};

/** The answers of a valid form, keyed by fldName (docs/product/forms.md#dynamic-form: keys). */
export const collectAnswers = (
  nodes: readonly DynamicNode[],
  values: DynamicValues,
  countries: readonly Country[],
  options: TreeOptions,
): DynamicFormAnswers => {
  const answers: DynamicFormAnswers = {};
  for (const node of visibleNodes(nodes, options)) {
    const { field } = node;
    if (isArrayField(field)) {
      const items = Array.isArray(values[field.fldName])
        ? (values[field.fldName] as Array<Record<string, unknown>>)
        : [];
      answers[field.fldName] = items.map((item) =>
        Object.fromEntries(
          node.children
            .filter((child) => hasValue(child.field))
            .map((child) => [child.field.fldName, answerOf(child.field, item?.[child.field.fldName], countries)]),
        ),
      ) satisfies AnswerItems;
    } else if (fldTypeOf(field) === 'group')
      Object.assign(answers, collectAnswers(node.children, values, countries, options));
    else if (hasValue(field)) answers[field.fldName] = answerOf(field, values[field.fldName], countries);
  }
  return answers;
};
