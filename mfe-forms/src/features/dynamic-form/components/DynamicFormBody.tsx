import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DynamicFormDefinition } from '@qs/shared';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { passesValidationScript } from '../api/validation-script';
import { ActionButton } from './ActionButton';
import { DynamicFormContext, type DynamicFormContextValue } from '../hooks/dynamic-form-context';
import { useCountries } from '../hooks/useCountries';
import { collectAnswers, initialValues, visibleNodes, type DynamicValues } from '../model/answers';
import { countriesFromOptions } from '../model/countries';
import {
  definitionTree,
  fldTypeOf,
  validationScriptOf,
  type DynamicFormAnswers,
  type DynamicNode,
} from '../model/definition';
import { showsInvalidForm } from '../model/invalid-form';
import { DynamicFieldView } from './DynamicFieldView';

export interface DynamicFormBodyProps {
  definition: DynamicFormDefinition;
  onSubmit: (answers: DynamicFormAnswers, definition: DynamicFormDefinition) => Promise<void>;
  submitLabel?: string;
  companyFields: boolean;
  /** Ask for the data authorisation above the button (a form whose answers become a lead). */
  authorisation?: boolean;
}

/** The authorisation's value in the form (no server-defined field has this name); not one of the answers. */
const AUTHORISATION_FIELD = 'autorizacionDatos';

/** An array's label is "label,addLabel": its name is the first part. */
const labelOf = (label: string | null | undefined): string => (label ?? '').split(',')[0]!.trim();

const flatten = (nodes: readonly DynamicNode[]): DynamicNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

export const DynamicFormBody = ({
  definition,
  onSubmit,
  submitLabel,
  companyFields,
  authorisation = false,
}: DynamicFormBodyProps) => {
  const { t } = useTranslation('forms');
  const authorisationId = useId();
  const options = useMemo(() => ({ companyFields }), [companyFields]);
  const tree = useMemo(() => definitionTree(definition), [definition]);
  const nodes = useMemo(() => visibleNodes(tree, options), [tree, options]);
  const all = useMemo(() => flatten(nodes), [nodes]);
  const countryFields = all.filter((node) => ['phone-prefix', 'country'].includes(fldTypeOf(node.field)));
  const fallbackOptions = countryFields[0]?.field.allowedValues;
  const fallbackCountries = useMemo(() => countriesFromOptions(fallbackOptions), [fallbackOptions]);
  const countryContext = useCountries(countryFields.length > 0, fallbackCountries);
  const [defaults] = useState(() => initialValues(tree, options));
  const form = useForm<DynamicValues>({ defaultValues: defaults, mode: 'all' });
  const [scriptFailed, setScriptFailed] = useState(false);
  // Bumped by a reset: the fields remount and forget the visitor's edits.
  const [generation, setGeneration] = useState(0);
  const { formState } = form;

  const context: DynamicFormContextValue = useMemo(
    () => ({
      ...countryContext,
      messages: {
        required: t('field.required'),
        notInList: t('field.notInList'),
        invalid: t('dynamicForm.invalidValue'),
        min: (min) => t('field.min', { min }),
      },
    }),
    [countryContext, t],
  );

  // Any change after a refused script gives the button its label back.
  useEffect(() => {
    const subscription = form.watch(() => setScriptFailed(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const send = form.handleSubmit(async (values) => {
    const answers = collectAnswers(tree, values, countryContext.countries, options);
    const script = validationScriptOf(definition);
    if (script && !(await passesValidationScript(script, answers))) {
      setScriptFailed(true);
      return;
    }
    try {
      await onSubmit(answers, definition);
      form.reset(defaults); // docs/product/forms.md#dynamic-form: success resets the form
      setGeneration((count) => count + 1);
    } catch {
      // The caller says what went wrong; the answers stay for another try.
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) return event.preventDefault(); // a second press while sending
    return send(event);
  };
  // After a send was tried, the fields left to fill or fix, named by their labels in the form's order.
  const toFix = formState.isSubmitted
    ? [
        ...all.filter((node) => formState.errors[node.field.fldName]).map((node) => labelOf(node.field.label)),
        ...(formState.errors[AUTHORISATION_FIELD] ? [t('authorisation.fieldName')] : []),
      ]
    : [];
  const authorisationState = form.getFieldState(AUTHORISATION_FIELD, formState);

  const actionLabel = (label?: string) => submitLabel ?? (label || definition.submitText || t('dynamicForm.submit'));
  const invalidForm = showsInvalidForm(formState.touchedFields, formState.dirtyFields, formState.isValid);
  // The invalid-form message sits right above the button it explains.
  const actionArea = (label?: string) => (
    <div className="qs-dynamic__actions">
      {authorisation && (
        <DataAuthorisationField
          id={authorisationId}
          register={() =>
            form.register(AUTHORISATION_FIELD, {
              validate: (ticked) => ticked === true || t('lead.errors.authorisationRequired'),
            })
          }
          error={authorisationState.isTouched || formState.isSubmitted ? authorisationState.error?.message : undefined}
        />
      )}
      {toFix.length > 0 ? (
        <p className="qs-dynamic__invalid" role="alert">
          {t('dynamicForm.missing', { fields: new Intl.ListFormat('es', { type: 'conjunction' }).format(toFix) })}
        </p>
      ) : (
        invalidForm && (
          <p className="qs-dynamic__invalid" role="alert">
            {t('dynamicForm.contact.form.invalid-form')}
          </p>
        )
      )}
      <ActionButton label={actionLabel(label)} submitting={formState.isSubmitting} scriptFailed={scriptFailed} />
    </div>
  );
  const hasAction = all.some((node) => fldTypeOf(node.field) === 'action-button');

  return (
    <DynamicFormContext.Provider value={context}>
      <FormProvider {...form}>
        <form className="qs-dynamic" noValidate aria-label={definition.title ?? undefined} onSubmit={submit}>
          {nodes.map((node) => (
            <DynamicFieldView
              key={`${generation}-${node.field.fldName}`}
              node={node}
              renderAction={(field) => actionArea(field.label)}
            />
          ))}
          {!hasAction && actionArea()}
        </form>
      </FormProvider>
    </DynamicFormContext.Provider>
  );
};
