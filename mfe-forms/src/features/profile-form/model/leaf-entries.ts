import { checkLeaf, type RuleMessages } from './field-rules';
import { arrayLabels } from '../../../common/model/field-tree';
import type { FieldNode } from './field-tree';
import type { FormRecord } from './form-values';
import type { ProfileFormField } from '@qs/shared';

/** One value of the form with the name of the item it belongs to ('Titular', 'Pareja', 'Beneficiarios 2'). */
export interface LeafEntry {
  field: ProfileFormField;
  path: string;
  value: unknown;
  item?: string;
}

/** How the form names an item of a list, as its legend says it. */
export type ItemName = (node: FieldNode, label: string, index: number) => string;

const asRecord = (value: unknown): FormRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormRecord) : {};

/** Every value field of the form with its current value, in the order the form shows them. */
export const leafEntries = (
  nodes: FieldNode[],
  values: unknown,
  itemName: ItemName,
  base = '',
  item?: string,
): LeafEntry[] => {
  const record = asRecord(values);
  return nodes.flatMap((node) => {
    const { fldName, fieldType } = node.field;
    const path = base ? `${base}.${fldName}` : fldName;
    if (fieldType.fldType === 'group') return leafEntries(node.children, record[fldName], itemName, path, item);
    if (fieldType.fldType !== 'array') return [{ field: node.field, path, value: record[fldName], item }];
    const items = Array.isArray(record[fldName]) ? (record[fldName] as unknown[]) : [];
    const { label } = arrayLabels(node.field.label);
    return items.flatMap((entry, index) =>
      leafEntries(node.children, entry, itemName, `${path}.${index}`, itemName(node, label, index)),
    );
  });
};

const isMissing = ({ field, value }: LeafEntry): boolean =>
  field.fieldType.fldType === 'checkbox'
    ? value !== true
    : value === undefined || value === null || String(value).trim() === '';

/**
 * 'No se ingresaron los siguientes campos: {list}' (docs/product/forms.md#profile-form-rules): the labels of the required
 * fields left empty, each with its item when the form repeats it ('Edad (Titular)').
 */
export const missingRequiredLabels = (entries: LeafEntry[]): string[] => [
  ...new Set(
    entries
      .filter((entry) => entry.field.required && isMissing(entry))
      .map(({ field, item }) => (item ? `${field.label} (${item})` : field.label)),
  ),
];

/** Whether every value passes the definition's rules, without showing anything (the stored-profile check). */
export const allLeavesValid = (entries: LeafEntry[], messages: RuleMessages): boolean =>
  entries.every((entry) => checkLeaf(entry.field, entry.value, messages) === true);
