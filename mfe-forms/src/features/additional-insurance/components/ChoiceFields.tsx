import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../common/components/FormField';
import type { RequestOptions } from '../api/additional-insurance-api';
import { useProviders } from '../hooks/useRequestOptions';
import { COVERS, MAX_INSURED, type RequestValues } from '../model/request-schema';

export interface ChoiceFieldsProps {
  id: string;
  form: UseFormReturn<RequestValues>;
  options: RequestOptions;
  errorOf: (name: keyof RequestValues) => string | undefined;
}

const INSURED = Array.from({ length: MAX_INSURED }, (_, index) => String(index + 1));

/** The visitor's plan, the cover they want, how many people, and where (department, then a provider of it). */
export const ChoiceFields = ({ id, form, options, errorOf }: ChoiceFieldsProps) => {
  const { t } = useTranslation('forms');
  const { register, watch, setValue } = form;
  const region = watch('region');
  const providers = useProviders(region);
  // Another department: the provider chosen in the previous one no longer applies.
  useEffect(() => setValue('provider', ''), [region, setValue]);
  const byType = (type: string) => options.institutions.filter((institution) => institution.type === type);

  return (
    <>
      <FormField
        id={`${id}-institution`}
        label={t('additionalInsurance.fields.institution')}
        hint={t('additionalInsurance.fields.institutionHint')}
        error={errorOf('institution')}
      >
        {(a11y) => (
          <select {...a11y} {...register('institution')} className="qs-field__control">
            <option value="">{t('field.choose')}</option>
            {['EPS', 'MEDICINA PREPAGADA'].map((type) => (
              <optgroup
                key={type}
                label={t(`additionalInsurance.institutionTypes.${type === 'EPS' ? 'eps' : 'prepaid'}`)}
              >
                {byType(type).map((institution) => (
                  <option key={institution.code} value={institution.code}>
                    {institution.displayName}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-cover`} label={t('additionalInsurance.fields.cover')} error={errorOf('cover')}>
        {(a11y) => (
          <select {...a11y} {...register('cover')} className="qs-field__control">
            <option value="">{t('field.choose')}</option>
            {COVERS.map((cover) => (
              <option key={cover} value={cover}>
                {t(`additionalInsurance.covers.${cover}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-insured`} label={t('additionalInsurance.fields.insured')} error={errorOf('insured')}>
        {(a11y) => (
          <select {...a11y} {...register('insured')} className="qs-field__control">
            {INSURED.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-region`} label={t('additionalInsurance.fields.region')} error={errorOf('region')}>
        {(a11y) => (
          <select {...a11y} {...register('region')} className="qs-field__control" autoComplete="address-level1">
            <option value="">{t('field.choose')}</option>
            {options.regions.map((item) => (
              <option key={item.regionNumero} value={item.regionNumero}>
                {item.regionNombre}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-provider`}
        label={t('additionalInsurance.fields.provider')}
        hint={
          providers.state.status === 'error'
            ? t('additionalInsurance.providersFailed')
            : region
              ? undefined
              : t('additionalInsurance.fields.providerHint')
        }
      >
        {(a11y) => (
          <select
            {...a11y}
            {...register('provider')}
            className="qs-field__control"
            disabled={providers.state.status !== 'ready'}
            aria-busy={Boolean(region) && providers.state.status === 'loading'}
          >
            <option value="">{t('additionalInsurance.fields.anyProvider')}</option>
            {providers.state.status === 'ready' &&
              providers.state.value.map((provider) => (
                <option key={provider.id} value={String(provider.id)}>
                  {t('additionalInsurance.providerOption', { name: provider.nombre, city: provider.ciudad })}
                </option>
              ))}
          </select>
        )}
      </FormField>
    </>
  );
};
