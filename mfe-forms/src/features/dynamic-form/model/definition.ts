import { buildTree, type TreeNode } from '../../../lib/field-tree';

/**
 * Field types of the dynamic form (docs/product/forms.md#dynamic-form): the definition's `fieldType.fldType`. Unknown types
 * render as a text input, so a new server type degrades to something the visitor can still fill in.
 */
export type DynamicFldType =
  | 'input'
  | 'select'
  | 'textarea'
  | 'action-button'
  | 'password'
  | 'phone-prefix'
  | 'country'
  | 'array'
  | 'group'
  | 'dynamic-quantity'
  | 'passengers';

export interface DynamicOption {
  value: string;
  label: string;
  /** Country lists carry the prefix; prefix lists the country code. */
  phonePrefix?: string;
  code?: string;
}

/** One field of a dynamic form definition; names as the API spells them. */
export interface DynamicFormField {
  fldName: string;
  groupedBy: string | null;
  /** A repeated group's label is "label,addLabel". */
  label: string;
  placeholder?: string | null;
  /** Error text of the field's fldRegexp. */
  helper?: string | null;
  isRequired?: boolean;
  fldRegexp?: string | null;
  mask?: string | null;
  class?: string | null;
  defaultValue?: string | number | null;
  allowedValues?: DynamicOption[] | null;
  fieldType: { fldType: DynamicFldType | string; inputType?: string | null };
  // Also sent and not used here: imgIcon, wrapper, retrieveFunction.
}

/** data.integrationForm of GET /api/integration/form/{hash} (docs/product/forms.md#dynamic-form). */
export interface DynamicFormDefinition {
  hash?: string;
  name?: string;
  title?: string;
  submitText?: string | null;
  businessLineId?: number | null;
  integrationForms: Array<{ integrationFormFields: DynamicFormField[]; validationScript?: string | null }>;
}

export type AnswerValue = string | number | null;
/** An array field's items, each keyed by its fields' fldName. */
export type AnswerItems = Array<Record<string, AnswerValue>>;
/** What the visitor answered, keyed by fldName (group members flat, arrays as items). */
export type DynamicFormAnswers = Record<string, AnswerValue | AnswerItems>;

export type DynamicNode = TreeNode<DynamicFormField>;

export const fldTypeOf = (field: DynamicFormField): string => field.fieldType.fldType;

export const isArrayField = (field: DynamicFormField): boolean => ['array', 'passengers'].includes(fldTypeOf(field));

export const isContainerField = (field: DynamicFormField): boolean => isArrayField(field) || fldTypeOf(field) === 'group';

/** The fields of the definition (its first integration form) as a tree. */
export const definitionTree = (definition: DynamicFormDefinition): DynamicNode[] =>
  buildTree(definition.integrationForms[0]?.integrationFormFields ?? [], isContainerField);

export const validationScriptOf = (definition: DynamicFormDefinition): string | null =>
  definition.integrationForms[0]?.validationScript || null;

export const hasClass = (field: DynamicFormField, name: string): boolean => (field.class ?? '').split(/\s+/).includes(name);

/**
 * A field for company products only (fixture class `only-companies`, the contact form's employee
 * count): shown when the form serves group insurance.
 */
export const isCompanyOnly = (field: DynamicFormField): boolean => hasClass(field, 'only-companies');
