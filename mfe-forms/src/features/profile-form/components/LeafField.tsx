import { useId } from 'react';
import { get, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormField } from '@qs/shared';
import { siteContext } from '../model/site-context';
import { checkLeaf } from '../model/field-rules';
import { isKinshipField, isSpouseOption, isSpouseValue, spouseTakenElsewhere } from '../model/household';
import { isNumeric, usesThousands } from '../model/field-tree';
import { useRuleMessages } from '../hooks/useRuleMessages';
import {
  CheckboxField,
  InputField,
  MAX_NUMBER_DIGITS,
  RadioField,
  SelectField,
  type FieldDescription,
} from '../../form-fields';

export interface LeafFieldProps {
  field: ProfileFormField;
  path: string;
}

/** "cargas.2.parentesco" → the list's path and the item's index. */
const itemOf = (path: string): { listPath: string; index: number } | null => {
  const match = /^(.+)\.(\d+)\.[^.]+$/.exec(path);
  return match ? { listPath: match[1]!, index: Number(match[2]) } : null;
};

/** The definition's field as the field system describes it. */
const describe = (field: ProfileFormField): FieldDescription => ({
  label: field.label,
  placeholder: field.placeholder,
  hint: field.helper,
  required: field.required,
  options: field.allowedValues,
});

/** One value field (input, select, radio, checkbox) with the definition's rules. */
export const LeafField = ({ field, path }: LeafFieldProps) => {
  const item = itemOf(path);
  if (isKinshipField(field) && item)
    return <KinshipField field={field} path={path} listPath={item.listPath} index={item.index} />;
  return <ValueField field={field} path={path} />;
};

interface ValueFieldProps extends LeafFieldProps {
  /** Options the visitor cannot choose here (shown, disabled). */
  disabledValues?: string[];
  /** A rule beyond the definition's, on the whole form's values. */
  extraRule?: (value: unknown, values: Record<string, unknown>) => true | string;
}

const ValueField = ({ field, path, disabledValues, extraRule }: ValueFieldProps) => {
  const id = useId();
  const messages = useRuleMessages();
  const { field: control, fieldState } = useController({
    name: path,
    rules: {
      validate: (value, values) => {
        const verdict = checkLeaf(field, value, messages);
        return verdict === true && extraRule ? extraRule(value, values) : verdict;
      },
    },
  });
  const props = { id, field: describe(field), control, error: fieldState.error?.message };

  switch (field.fieldType.fldType) {
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'radio':
      return <RadioField {...props} />;
    case 'select':
      return <SelectField {...props} disabledValues={disabledValues} />;
    default: {
      // Numbers are digits only, at most 3 (docs/product/forms.md#profile-form-rules), except counts with thousand dots.
      const thousands = usesThousands(field);
      return (
        <InputField
          {...props}
          numeric={isNumeric(field)}
          thousands={thousands}
          maxDigits={isNumeric(field) && !thousands ? MAX_NUMBER_DIGITS : undefined}
          autoComplete="off"
        />
      );
    }
  }
};

interface KinshipFieldProps extends LeafFieldProps {
  listPath: string;
  index: number;
}

/** Only one spouse — once a dependant is the spouse, the option is disabled for the others (docs/product/forms.md#profile-form-rules). */
const KinshipField = ({ field, path, listPath, index }: KinshipFieldProps) => {
  const { t } = useTranslation('forms');
  const items: unknown = useWatch({ name: listPath });
  const taken = spouseTakenElsewhere(items, index, field.fldName);
  const disabledValues = taken
    ? (field.allowedValues ?? []).filter(isSpouseOption).map((option) => String(option.value))
    : [];
  const oneSpouse = (value: unknown, values: Record<string, unknown>) =>
    isSpouseValue(value) && spouseTakenElsewhere(get(values, listPath), index, field.fldName)
      ? t('profileRules.oneSpouse', { context: siteContext() })
      : true;
  return <ValueField field={field} path={path} disabledValues={disabledValues} extraRule={oneSpouse} />;
};
