import { useTranslation } from 'react-i18next';
import type { RuleMessages } from '../model/field-rules';

/** The seed 001 §5 texts of the definition's rules. */
export const useRuleMessages = (): RuleMessages => {
  const { t } = useTranslation('forms');
  return {
    required: t('field.required'),
    notInList: t('field.notInList'),
    min: (min) => t('field.min', { min }),
    max: (max) => t('field.max', { max }),
  };
};
