import type { DynamicFormDefinition, DynamicFormField } from '@qs/shared';
import { buildTree, type TreeNode } from '../../../common/model/field-tree';

export type AnswerValue = string | number | null;
/** An array field's items, each keyed by its fields' fldName. */
export type AnswerItems = Array<Record<string, AnswerValue>>;
/** What the visitor answered, keyed by fldName (group members flat, arrays as items). */
export type DynamicFormAnswers = Record<string, AnswerValue | AnswerItems>;

export type DynamicNode = TreeNode<DynamicFormField>;

export const fldTypeOf = (field: DynamicFormField): string => field.fieldType.fldType;

export const isArrayField = (field: DynamicFormField): boolean => ['array', 'passengers'].includes(fldTypeOf(field));

export const isContainerField = (field: DynamicFormField): boolean =>
  isArrayField(field) || fldTypeOf(field) === 'group';

/** The fields of the definition (its first integration form) as a tree. */
export const definitionTree = (definition: DynamicFormDefinition): DynamicNode[] =>
  buildTree(definition.integrationForms[0]?.integrationFormFields ?? [], isContainerField);

export const validationScriptOf = (definition: DynamicFormDefinition): string | null =>
  definition.integrationForms[0]?.validationScript || null;

export const hasClass = (field: DynamicFormField, name: string): boolean =>
  (field.class ?? '').split(/\s+/).includes(name);

/**
 * A field for company products only (fixture class `only-companies`, the contact form's employee
 * count): shown when the form serves group insurance.
 */
export const isCompanyOnly = (field: DynamicFormField): boolean => hasClass(field, 'only-companies');
