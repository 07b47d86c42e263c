import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getPartner, readProfile, type Profile, type ProfileFormProps } from '@qs/shared';
import type { ProfileFormDefinition } from '../api/get-profile-form';
import { loadValidationScript } from '../api/validation-script';
import { buildFieldTree, primaryArrayName } from '../model/field-tree';
import { toFormValues } from '../model/form-values';
import { useProfileSubmit } from '../hooks/useProfileSubmit';
import { FieldNodeView } from './FieldNodeView';

export interface ProfileFormBodyProps extends ProfileFormProps {
  definition: ProfileFormDefinition;
  initialProfile?: Profile | null;
}

export const ProfileFormBody = ({ definition, productType, submitLabel, onSubmitted, initialProfile }: ProfileFormBodyProps) => {
  const { t } = useTranslation('forms');
  const tree = useMemo(() => buildFieldTree(definition.profileFormFields), [definition]);
  const [defaultValues] = useState(() => toFormValues(tree, initialProfile === undefined ? readProfile(productType) : initialProfile));
  const form = useForm<FieldValues>({ defaultValues, mode: 'onTouched' });
  const scriptUrl = definition.validationScriptUrl;
  const { invalidMessage, onValid } = useProfileSubmit({ tree, productType, scriptUrl, onSubmitted });
  const primary = primaryArrayName(tree);
  // Partner sites say 'beneficiarios' (seed 001 §2).
  const people = getPartner() ? t('profile.people.partner') : t('profile.people.default');

  useEffect(() => {
    // Loaded while the visitor types, so the submit does not wait for it.
    if (scriptUrl) loadValidationScript(scriptUrl).catch(() => undefined);
  }, [scriptUrl]);

  return (
    <FormProvider {...form}>
      <form
        className="qs-profile-form"
        noValidate
        aria-label={t('profile.formLabel', { people })}
        onSubmit={form.handleSubmit(onValid)}
      >
        <p className="qs-profile-form__intro">{t('profile.intro', { people })}</p>
        {tree.map((node) => (
          <FieldNodeView key={node.field.fldName} node={node} path={node.field.fldName} primary={primary} />
        ))}
        {invalidMessage && (
          <p className="qs-profile-form__invalid" role="alert">
            {invalidMessage}
          </p>
        )}
        <button type="submit" className="qs-button qs-profile-form__submit" disabled={form.formState.isSubmitting}>
          {submitLabel ?? t('profile.submit')}
        </button>
      </form>
    </FormProvider>
  );
};
