import type { Profile, ProfileFormField } from '@qs/shared';
import { formatThousands } from '../../../common/model/thousands';
import { primaryArrayName, usesThousands, type FieldNode } from './field-tree';

/** Form state: inputs keep the visitor's text; numbers are parsed only on submit. */
export type FormRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is FormRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const leafDefault = (field: ProfileFormField): unknown => {
  const { defaultValue } = field;
  if (field.fieldType.fldType === 'checkbox') return defaultValue === true || defaultValue === 'true';
  return defaultValue === null || defaultValue === undefined ? '' : String(defaultValue);
};

const leafValue = (field: ProfileFormField, stored: unknown): unknown => {
  if (stored === undefined || stored === null || stored === '') return leafDefault(field);
  if (field.fieldType.fldType === 'checkbox') return stored === true || stored === 'true';
  return usesThousands(field) ? formatThousands(String(stored)) : String(stored);
};

const recordValues = (nodes: FieldNode[], stored: FormRecord | undefined, primary?: string): FormRecord =>
  Object.fromEntries(nodes.map((node) => [node.field.fldName, nodeValue(node, stored?.[node.field.fldName], primary)]));

const nodeValue = (node: FieldNode, stored: unknown, primary?: string): unknown => {
  switch (node.field.fieldType.fldType) {
    case 'array': {
      const items = Array.isArray(stored) ? stored.filter(isRecord) : [];
      if (items.length > 0) return items.map((item) => recordValues(node.children, item, primary));
      // The list of insured people starts with one entry (docs/product/forms.md#profile-form). Dependants start with none:
      // they are added in their box, which cannot close on a dependant without an age.
      return node.field.fldName === primary ? [blankItem(node)] : [];
    }
    case 'group':
      return recordValues(node.children, isRecord(stored) ? stored : undefined, primary);
    default:
      return leafValue(node.field, stored);
  }
};

/** A new item of an array container, with the definition's defaults. */
export const blankItem = (node: FieldNode): FormRecord => recordValues(node.children, undefined);

/** Initial form values: the stored profile where it has a value, else the definition's defaults. */
export const toFormValues = (tree: FieldNode[], profile: Profile | null): FormRecord =>
  recordValues(tree, (profile ?? undefined) as FormRecord | undefined, primaryArrayName(tree));
