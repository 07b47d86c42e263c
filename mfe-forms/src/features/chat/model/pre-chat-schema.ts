import type { WebchatConfig } from '@qs/shared';
import { z } from '../../../common/model/zod';
import { authorisationField } from '../../../common/model/data-authorisation';
import { emailField, nameField, phoneField, type LeadMessages } from '../../../common/model/lead-fields';

type ChatTexts = WebchatConfig['valuesConfig'];

/**
 * The lead forms' texts with the chat's own where the product gives them (docs/product/chat.md#pre-chat-form):
 * every missing field is 'campo requerido' and a wrong e-mail the product's sentence. The rules are field-rules.mjs, which the API checks too.
 */
export const chatFieldMessages = (lead: LeadMessages, texts: ChatTexts): LeadMessages => ({
  ...lead,
  nameRequired: texts.requiredMessage,
  phoneRequired: texts.requiredMessage,
  emailRequired: texts.requiredMessage,
  emailInvalid: texts.emailMessage,
});

export const makePreChatSchema = (messages: LeadMessages, required: string) =>
  z.object({
    name: nameField(messages),
    email: emailField(messages),
    phone: phoneField(messages),
    product: z.string().min(1, required),
    question: z.string().trim(),
    autorizacionDatos: authorisationField(messages.authorisationRequired),
  });
export type PreChatValues = z.input<ReturnType<typeof makePreChatSchema>>;

/** The leave-a-question form: the question is what the lead is about, so it is required. */
export const makeLeaveQuestionSchema = (messages: LeadMessages, required: string) =>
  z.object({
    name: nameField(messages),
    email: emailField(messages),
    phone: phoneField(messages),
    question: z.string().trim().min(1, required),
    autorizacionDatos: authorisationField(messages.authorisationRequired),
  });
export type LeaveQuestionValues = z.input<ReturnType<typeof makeLeaveQuestionSchema>>;
