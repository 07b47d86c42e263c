import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../common/components/FormField';
import { DOCUMENT_TYPES } from '../model/checkout-schemas';

export interface IdentityFieldsProps {
  id: string;
  documentType: UseFormRegisterReturn;
  documentNumber: UseFormRegisterReturn;
  birthDate: UseFormRegisterReturn;
  errors: { documentNumber?: string; birthDate?: string };
  /** The holder's own birth date can be filled from the browser; an employee's cannot. */
  birthDateAutoComplete?: string;
}

/** A person's document (type and number) and birth date: the holder's, and each employee's. */
export const IdentityFields = ({
  id,
  documentType,
  documentNumber,
  birthDate,
  errors,
  birthDateAutoComplete = 'off',
}: IdentityFieldsProps) => {
  const { t } = useTranslation('forms');
  return (
    <>
      <FormField id={`${id}-documentType`} label={t('checkout.fields.documentType')}>
        {(a11y) => (
          <select {...a11y} {...documentType} className="qs-field__control">
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`checkout.documentTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-documentNumber`} label={t('checkout.fields.documentNumber')} error={errors.documentNumber}>
        {(a11y) => <input {...a11y} {...documentNumber} className="qs-field__control" autoComplete="off" />}
      </FormField>
      <FormField id={`${id}-birthDate`} label={t('checkout.fields.birthDate')} error={errors.birthDate}>
        {(a11y) => (
          <input
            {...a11y}
            {...birthDate}
            className="qs-field__control"
            type="date"
            autoComplete={birthDateAutoComplete}
          />
        )}
      </FormField>
    </>
  );
};
