import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { DataAuthorisation, PurchaseView } from '@qs/shared';
import { dataAuthorisation } from '../../../common/api/policy-version';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import { FieldError, FormField } from '../../../common/components/FormField';
import { makeHealthSchema, type HealthValues } from '../model/checkout-schemas';
import { useCheckoutMessages } from '../hooks/useCheckoutMessages';
import { useStepSubmit } from '../hooks/useStepSubmit';
import { StepForm } from './StepForm';

/** The statement as the API stores it. */
export interface HealthStatement {
  answers: Array<{ person: number; hasConditions: boolean; details?: string }>;
  truthful: true;
  /** The express authorisation of sensitive (health) data (docs/security.md#data-authorisation). */
  autorizacionDatosSensibles: DataAuthorisation;
}

export interface HealthStatementStepProps {
  insured: PurchaseView['insured'];
  initial: Omit<HealthStatement, 'autorizacionDatosSensibles'> | undefined;
  onSave: (statement: HealthStatement) => Promise<unknown>;
}

/** One question per insured person of the profile (with details when something is declared), and the declaration. */
export const HealthStatementStep = ({ insured, initial, onSave }: HealthStatementStepProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const messages = useCheckoutMessages();
  const schema = useMemo(() => makeHealthSchema(messages), [messages]);
  const saved = (person: number) => initial?.answers.find((answer) => answer.person === person);
  const { register, handleSubmit, formState, watch } = useForm<HealthValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      answers: insured.map(({ person }) => {
        const answer = saved(person);
        return {
          hasConditions: answer ? (answer.hasConditions ? 'si' : 'no') : (undefined as unknown as 'no'),
          details: answer?.details ?? '',
        };
      }),
      truthful: (initial?.truthful ?? false) as true,
      // Asked on every save, never carried over.
      autorizacionDatosSensibles: false,
    },
  });
  const { saving, failure, run } = useStepSubmit();
  const numbers = new Map<string, number>();
  const submit = handleSubmit((values) =>
    run(async () =>
      onSave({
        answers: values.answers.map((answer, index) => ({
          person: insured[index]!.person,
          hasConditions: answer.hasConditions === 'si',
          ...(answer.hasConditions === 'si' && { details: answer.details.trim() }),
        })),
        truthful: true,
        autorizacionDatosSensibles: await dataAuthorisation(),
      }),
    ),
  );
  return (
    <StepForm label={t('checkout.steps.health-statement')} onSubmit={submit} saving={saving} failure={failure}>
      <p className="qs-checkout__intro">{t('checkout.health.intro')}</p>
      {insured.map(({ person, role, age }, index) => {
        const number = (numbers.get(role) ?? 0) + 1;
        numbers.set(role, number);
        const errors = formState.errors.answers?.[index];
        const legendId = `${id}-${person}`;
        return (
          <fieldset key={person} className="qs-checkout__person" aria-labelledby={legendId}>
            <legend id={legendId}>
              {t(age === null ? `checkout.health.personNoAge.${role}` : `checkout.health.person.${role}`, {
                age,
                number,
              })}
            </legend>
            <p className="qs-checkout__question">{t('checkout.health.question')}</p>
            <div role="radiogroup" aria-labelledby={legendId} className="qs-checkout__choices">
              {(['si', 'no'] as const).map((choice) => (
                <label key={choice} className="qs-checkout__choice">
                  <input type="radio" value={choice} {...register(`answers.${index}.hasConditions`)} />
                  {t(choice === 'si' ? 'checkout.health.yes' : 'checkout.health.no')}
                </label>
              ))}
            </div>
            {errors?.hasConditions?.message && (
              <FieldError id={`${legendId}-error`} message={errors.hasConditions.message} />
            )}
            {watch(`answers.${index}.hasConditions`) === 'si' && (
              <FormField
                id={`${legendId}-details`}
                label={t('checkout.health.details')}
                error={errors?.details?.message}
              >
                {(a11y) => (
                  <textarea
                    {...a11y}
                    {...register(`answers.${index}.details`)}
                    className="qs-field__control"
                    rows={2}
                    maxLength={1000}
                  />
                )}
              </FormField>
            )}
          </fieldset>
        );
      })}
      <label className="qs-checkout__declaration">
        <input type="checkbox" {...register('truthful')} aria-invalid={Boolean(formState.errors.truthful)} />
        {t('checkout.health.truthful')}
      </label>
      {formState.errors.truthful?.message && (
        <FieldError id={`${id}-truthful-error`} message={formState.errors.truthful.message} />
      )}
      <DataAuthorisationField
        id={`${id}-sensitive`}
        sensitive
        register={() => register('autorizacionDatosSensibles')}
        error={formState.errors.autorizacionDatosSensibles?.message}
      />
    </StepForm>
  );
};
