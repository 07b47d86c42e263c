import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, type ChatLanguage, type WebchatConfig } from '@qs/shared';
import { authorisationOrError } from '../../../common/api/authorisation-or-error';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import type { LeadMessages } from '../../../common/model/lead-fields';
import type { PreChatPayload } from '../api/chat-api';
import { productIndexFor } from '../model/chat-page';
import { chatFieldMessages, makePreChatSchema, type PreChatValues } from '../model/pre-chat-schema';
import { ChatField } from './ChatField';
import { ContactFields } from './ContactFields';

export interface PreChatFormProps {
  config: WebchatConfig;
  language: ChatLanguage;
  onStart: (preChat: PreChatPayload) => Promise<void>;
}

/** Name, e-mail, phone, product (preset from the page) and an optional first question; 'Iniciar el chat'. */
export const PreChatForm = ({ config, language, onStart }: PreChatFormProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const { baseConfig, valuesConfig } = config;
  // What the API refused with (its own words: a limit, a field), or the generic text when it did not answer.
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      makePreChatSchema(
        chatFieldMessages(t('lead.errors', { returnObjects: true }) as LeadMessages, valuesConfig),
        valuesConfig.requiredMessage,
      ),
    [t, valuesConfig],
  );
  const preset =
    baseConfig.productOptions[productIndexFor(location.pathname, baseConfig.productIndexByPath)] ??
    baseConfig.productOptions[0] ??
    '';
  // Checked when sent, then as the visitor corrects: an error appearing on blur grew the panel, which is
  // anchored at the bottom, and moved its header under the pointer between press and release of 'Minimizar'.
  const form = useForm<PreChatValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { name: '', email: '', phone: '', product: preset, question: '', autorizacionDatos: false },
  });
  const { register, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const question = values.question.trim();
    const autorizacionDatos = await authorisationOrError(form, t('authorisation.unavailable'));
    if (!autorizacionDatos) return;
    try {
      await onStart({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        product: values.product,
        page: location.pathname,
        language,
        ...(question && { question }),
        autorizacionDatos,
      });
    } catch (error) {
      console.error('Error al iniciar el chat.', error);
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
          ? error.message
          : t('chat.startFailed'),
      );
    }
  });

  return (
    <form className="qs-chat__form" noValidate aria-label={t('chat.preChatLabel')} onSubmit={submit}>
      <ContactFields id={id} register={register} errors={formState.errors} />
      <ChatField id={`${id}-product`} label={t('chat.fields.product')} error={formState.errors.product?.message}>
        {(a11y) => (
          <select {...a11y} {...register('product')}>
            {baseConfig.productOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </ChatField>
      <ChatField id={`${id}-question`} label={t('chat.fields.question')}>
        {(a11y) => <textarea {...a11y} {...register('question')} rows={2} maxLength={baseConfig.messageMaxLength} />}
      </ChatField>
      <DataAuthorisationField
        id={`${id}-authorisation`}
        register={() => register('autorizacionDatos')}
        error={formState.errors.autorizacionDatos?.message}
      />
      {failure && (
        <p role="alert" className="qs-chat__error">
          {failure}
        </p>
      )}
      <button type="submit" className="qs-button qs-chat__submit" disabled={formState.isSubmitting}>
        {valuesConfig.submitLabel}
      </button>
    </form>
  );
};
