import type { Profile, ProfileFormField } from '@qs/shared';
import { parseThousands } from '../../../common/model/thousands';
import { isNumeric, primaryArrayName, usesThousands, type FieldNode } from './field-tree';
import type { FormRecord } from './form-values';

const PET_LIST = 'mascota';

const isEmpty = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

const asRecord = (value: unknown): FormRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormRecord) : {};

/** An item whose typed inputs (ages, names...) are all empty: the visitor did not fill it in. */
export const isBlankItem = (container: FieldNode, item: unknown): boolean => {
  const inputs = container.children.filter((child) => child.field.fieldType.fldType === 'input');
  const values = asRecord(item);
  return inputs.length > 0 && inputs.every((child) => isEmpty(values[child.field.fldName]));
};

const parseNumber = (field: ProfileFormField, raw: unknown): number | null => {
  const text = String(raw ?? '').trim();
  if (usesThousands(field)) return parseThousands(text);
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

const parseLeaf = (field: ProfileFormField, raw: unknown): unknown => {
  if (field.fieldType.fldType === 'checkbox' || field.dataType === 'boolean') return raw === true || raw === 'true';
  if (isNumeric(field)) return parseNumber(field, raw);
  return isEmpty(raw) ? undefined : String(raw).trim();
};

const parseRecord = (nodes: FieldNode[], raw: unknown, primary: string | undefined): FormRecord => {
  const values = asRecord(raw);
  const entries = nodes.map(
    (node) => [node.field.fldName, parseNode(node, values[node.field.fldName], primary)] as const,
  );
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
};

const parseNode = (node: FieldNode, raw: unknown, primary: string | undefined): unknown => {
  const { fldName, fieldType } = node.field;
  if (fieldType.fldType === 'group') return parseRecord(node.children, raw, primary);
  if (fieldType.fldType !== 'array') return parseLeaf(node.field, raw);
  const items = Array.isArray(raw) ? raw : [];
  const kept = fldName === primary ? items : items.filter((item) => !isBlankItem(node, item));
  return kept.map((item) => {
    const parsed = parseRecord(node.children, item, primary);
    return fldName === PET_LIST ? { ...parsed, parentesco: 'Mascota' } : parsed;
  });
};

/**
 * The form's values as the profile the other slices read (docs/product/forms.md#profile-form): numbers parsed,
 * thousand dots stripped, blank optional items dropped. An empty value stays empty: a sex the visitor did not choose
 * is never filled in for them (the form requires it).
 */
export const toProfile = (tree: FieldNode[], values: FormRecord): Profile => {
  const parsed = parseRecord(tree, values, primaryArrayName(tree));
  // The server definition decides which lists exist; Profile names the ones the slices read.
  return { cotizante: [], cargas: [], ...parsed, ingresodatos: true } as unknown as Profile;
};
