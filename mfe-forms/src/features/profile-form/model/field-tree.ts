import { buildTree, type TreeNode } from '../../../common/model/field-tree';
import type { ProfileFormField } from '@qs/shared';

/** A field with the fields it contains (only 'array' and 'group' containers have children). */
export type FieldNode = TreeNode<ProfileFormField>;

export const isContainer = (field: ProfileFormField): boolean =>
  field.fieldType.fldType === 'array' || field.fieldType.fldType === 'group';

/** The flat server list (children point to their container by groupedBy) as a tree, in server order. */
export const buildFieldTree = (fields: ProfileFormField[]): FieldNode[] => buildTree(fields, isContainer);

/**
 * The first array of the form is the list of insured people (cotizante, or mascota for pets):
 * it must be filled in. Later arrays (cargas) are optional, so their blank items are ignored.
 */
export const primaryArrayName = (nodes: FieldNode[]): string | undefined => {
  for (const node of nodes) {
    if (node.field.fieldType.fldType === 'array') return node.field.fldName;
    const nested = primaryArrayName(node.children);
    if (nested) return nested;
  }
  return undefined;
};

export const isNumeric = (field: ProfileFormField): boolean =>
  field.dataType === 'number' || field.fieldType.htmlType === 'number';

/** Employee and guard counts accept thousand dots; a masked number field too (docs/product/forms.md#profile-form-rules). */
export const usesThousands = (field: ProfileFormField): boolean =>
  isNumeric(field) && (Boolean(field.mask) || /empleados|trabajadores|guardias/i.test(field.fldName));
