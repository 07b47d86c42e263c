import { useTranslation } from 'react-i18next';
import type { RuleMessages } from '../model/field-rules';

/** The texts of the definition's rules (docs/product/forms.md#profile-form-rules). */
export const useRuleMessages = (): RuleMessages => {
  const { t } = useTranslation('forms');
  return {
    required: t('field.required'),
    notInList: t('field.notInList'),
    min: (min) => t('field.min', { min }),
    max: (max) => t('field.max', { max }),
  };
};
