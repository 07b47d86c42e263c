import { useId } from 'react';
import { get, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormField } from '../api/get-profile-form';
import { checkLeaf, type RuleMessages } from '../model/field-rules';
import type { FieldNode } from '../model/field-tree';
import { isBlankItem } from '../model/to-profile';
import { CheckboxControl, InputControl, RadioControl, SelectControl } from './controls';

/** The item of an optional array (cargas) a field belongs to: a blank item is not validated. */
export interface OptionalItem {
  container: FieldNode;
  path: string;
}

export interface LeafFieldProps {
  field: ProfileFormField;
  path: string;
  optionalItem?: OptionalItem;
}

/** One value field (input, select, radio, checkbox) with the definition's rules. */
export const LeafField = ({ field, path, optionalItem }: LeafFieldProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const messages: RuleMessages = {
    required: t('field.required'),
    notInList: t('field.notInList'),
    min: (min) => t('field.min', { min }),
    max: (max) => t('field.max', { max }),
  };
  const { field: control, fieldState } = useController({
    name: path,
    rules: {
      validate: (value, values) =>
        optionalItem && isBlankItem(optionalItem.container, get(values, optionalItem.path))
          ? true
          : checkLeaf(field, value, messages),
    },
  });
  const props = { field, control, id, error: fieldState.error?.message };

  switch (field.fieldType.fldType) {
    case 'checkbox':
      return <CheckboxControl {...props} />;
    case 'radio':
      return <RadioControl {...props} />;
    case 'select':
      return <SelectControl {...props} />;
    default:
      return <InputControl {...props} />;
  }
};
