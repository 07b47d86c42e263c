import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { WebchatConfig } from '@qs/shared';
import { authorisationOrError } from '../../../common/api/authorisation-or-error';
import { DataAuthorisationField } from '../../../common/components/DataAuthorisationField';
import type { LeadMessages } from '../../../common/model/lead-fields';
import { CONTACT_PATH, ContactOutcome, DEFAULT_BUSINESS_LINE } from '../../contact';
import { useLeadOutbox } from '../../lead-outbox';
import { chatFieldMessages, makeLeaveQuestionSchema, type LeaveQuestionValues } from '../model/pre-chat-schema';
import { toQuestionLead } from '../model/question-lead';
import { ChatField } from './ChatField';
import { ContactFields } from './ContactFields';

export interface LeaveQuestionFormProps {
  config: WebchatConfig;
  /** Why there is no chat now: the offline or the no-agents text. */
  notice: string;
}

const EMPTY: LeaveQuestionValues = { name: '', email: '', phone: '', question: '', autorizacionDatos: false };

/** Outside hours or with no agent online: the question is sent as a contact lead through the page's outbox, never lost. */
export const LeaveQuestionForm = ({ config, notice }: LeaveQuestionFormProps) => {
  const { t } = useTranslation('forms');
  const id = useId();
  const { valuesConfig } = config;
  const schema = useMemo(
    () =>
      makeLeaveQuestionSchema(
        chatFieldMessages(t('lead.errors', { returnObjects: true }) as LeadMessages, valuesConfig),
        valuesConfig.requiredMessage,
      ),
    [t, valuesConfig],
  );
  // Checked when sent, then as the visitor corrects: an error appearing on blur grew the panel, which is
  // anchored at the bottom, and moved its header under the pointer between press and release of 'Minimizar'.
  const form = useForm<LeaveQuestionValues>({ resolver: zodResolver(schema), mode: 'onSubmit', defaultValues: EMPTY });
  const outbox = useLeadOutbox({
    kind: 'contact',
    path: CONTACT_PATH,
    logMessage: 'Error en la pregunta dejada en el chat.',
    onSent: () => form.reset(EMPTY),
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    if (outbox.status.kind === 'sending') return;
    const authorisation = await authorisationOrError(form, t('authorisation.unavailable'));
    if (authorisation)
      outbox.send(toQuestionLead(values, t('chat.leave.fromChat'), DEFAULT_BUSINESS_LINE, authorisation));
  });

  return (
    <form className="qs-chat__form" noValidate aria-label={valuesConfig.leaveQuestion} onSubmit={submit}>
      <p className="qs-chat__notice">{notice}</p>
      <ContactFields id={id} register={register} errors={formState.errors} />
      <ChatField
        id={`${id}-question`}
        label={t('chat.fields.leaveQuestion')}
        error={formState.errors.question?.message}
      >
        {(a11y) => (
          <textarea {...a11y} {...register('question')} rows={3} maxLength={config.baseConfig.messageMaxLength} />
        )}
      </ChatField>
      <DataAuthorisationField
        id={`${id}-authorisation`}
        register={() => register('autorizacionDatos')}
        error={formState.errors.autorizacionDatos?.message}
      />
      <ContactOutcome status={outbox.status} />
      <button type="submit" className="qs-button qs-chat__submit" disabled={outbox.status.kind === 'sending'}>
        {valuesConfig.leaveQuestion}
      </button>
    </form>
  );
};
