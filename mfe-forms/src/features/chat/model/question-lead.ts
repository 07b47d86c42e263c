import type { ContactRequest, DataAuthorisation } from '@qs/shared';
import type { LeaveQuestionValues } from './pre-chat-schema';

/**
 * A question left while nobody can chat becomes a contact lead (docs/adr/0005-lead-outbox.md): the
 * question is its message, saying it came from the chat, so the executive who calls knows the context.
 */
export const toQuestionLead = (
  values: LeaveQuestionValues,
  prefix: string,
  businessLine: number,
  authorisation: DataAuthorisation,
): ContactRequest => ({
  tipo: businessLine,
  first_name: values.name.trim(),
  telefono: values.phone.trim(),
  email: values.email.trim(),
  mensaje: `${prefix} ${values.question.trim()}`,
  origin_url: location.href,
  autorizacionDatos: authorisation,
});
