import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getPartner, readProfile, type Profile, type ProfileFormProps, type ProfileFormDefinition } from '@qs/shared';
import { loadValidationScript } from '../api/validation-script';
import { buildFieldTree, primaryArrayName } from '../model/field-tree';
import { withPartnerWording } from '../model/partner-wording';
import { toFormValues } from '../model/form-values';
import { useEnteredFlag } from '../hooks/useEnteredFlag';
import { useFollowStoredProfile } from '../hooks/useFollowStoredProfile';
import { useProfileSubmit } from '../hooks/useProfileSubmit';
import { useSubmitPhase } from '../hooks/useSubmitPhase';
import { FieldNodeView } from './FieldNodeView';
import { ProfileFormContext, useItemName } from './profile-form-context';
import { SubmitButton } from './SubmitButton';

/** The server form whose list is the visitor's pets (`mascota`). */
const PETS_FORM = 'pets';

export interface ProfileFormBodyProps extends ProfileFormProps {
  definition: ProfileFormDefinition;
  initialProfile?: Profile | null;
}

export const ProfileFormBody = (props: ProfileFormBodyProps) => {
  const context = useMemo(() => ({ productType: props.productType }), [props.productType]);
  return (
    <ProfileFormContext.Provider value={context}>
      <ProfileFormFields {...props} />
    </ProfileFormContext.Provider>
  );
};

const ProfileFormFields = ({
  definition,
  productType,
  submitLabel,
  onSubmitted,
  initialProfile,
}: ProfileFormBodyProps) => {
  const { t } = useTranslation('forms');
  // Partner sites say 'cargas médicas' (docs/product/forms.md#partner-wording), also in the server's labels.
  const tree = useMemo(
    () =>
      buildFieldTree(getPartner() ? withPartnerWording(definition.profileFormFields) : definition.profileFormFields),
    [definition],
  );
  const [defaultValues] = useState(() =>
    toFormValues(tree, initialProfile === undefined ? readProfile(productType) : initialProfile),
  );
  const form = useForm<FieldValues>({ defaultValues, mode: 'onTouched' });
  const scriptUrl = definition.validationScriptUrl;
  const itemName = useItemName();
  const submit = useProfileSubmit({ tree, productType, scriptUrl, itemName, onSubmitted });
  const { phase, run } = useSubmitPhase();
  const primary = primaryArrayName(tree);
  // Partner sites say 'beneficiarios' (docs/product/forms.md#partner-wording); the pets form speaks of pets ('mascotas'), never of people.
  const people = getPartner() ? t('profile.people.partner') : t('profile.people.default');
  const wording = { people, context: productType === PETS_FORM ? 'pets' : undefined };
  useEnteredFlag({
    enabled: initialProfile === undefined,
    tree,
    productType,
    scriptUrl,
    itemName,
    getValues: form.getValues,
  });
  useFollowStoredProfile({ enabled: initialProfile === undefined, tree, productType, form });

  // Errors follow the state: after a tried submit every change checks the values again.
  const revalidate = useRef(submit.revalidate);
  revalidate.current = submit.revalidate;
  useEffect(() => {
    const subscription = form.watch((values) => void revalidate.current(values));
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    // Loaded while the visitor types, so the submit does not wait for it.
    if (scriptUrl) loadValidationScript(scriptUrl).catch(() => undefined);
  }, [scriptUrl]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    run(async () => {
      let accepted = false;
      await form.handleSubmit(
        async (values) => {
          accepted = await submit.onValid(values);
        },
        () => submit.onInvalid(form.getValues()),
      )(event);
      return accepted;
    });

  return (
    <FormProvider {...form}>
      <form className="qs-profile-form" noValidate aria-label={t('profile.formLabel', wording)} onSubmit={onSubmit}>
        <p className="qs-profile-form__intro">{t('profile.intro', wording)}</p>
        {tree.map((node) => (
          <FieldNodeView key={node.field.fldName} node={node} path={node.field.fldName} primary={primary} />
        ))}
        {submit.missingMessage && (
          <p className="qs-profile-form__invalid" role="alert">
            {submit.missingMessage}
          </p>
        )}
        {submit.invalidMessage && (
          <p className="qs-profile-form__invalid" role="alert">
            {submit.invalidMessage}
          </p>
        )}
        <p className="qs-profile-form__status" role="status">
          {submit.announcement}
        </p>
        <SubmitButton phase={phase} label={submitLabel ?? t('profile.submit')} />
      </form>
    </FormProvider>
  );
};
